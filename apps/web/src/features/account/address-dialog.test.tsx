import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogsSlice } from '../../app/dialogs/dialogs-slice';
import { ayesha, fakeServer, homeAddress, renderAccount } from '../../test/app-test-utils';

afterEach(() => {
  // Unmounted first, so nothing still mounted fetches through the real network.
  cleanup();
  vi.unstubAllGlobals();
});

const list = { 'GET /api/addresses': { body: { data: { addresses: [homeAddress] } } } };
const me = { 'GET /api/auth/me': { body: { data: { user: ayesha } } } };

const country = () => screen.getByRole('combobox', { name: /Country/ });
const province = () => screen.getByRole('combobox', { name: /Province/ });
// A combobox while it suggests cities, a plain text field where there are none to suggest.
const city = () => screen.getByLabelText(/City/);

async function openNewAddress(user = ayesha) {
  renderAccount({ dialog: 'new-address', user });
  await screen.findByRole('dialog', { name: 'New Address' });
  // The province list arrives from the static data files.
  await waitFor(() => expect(province()).toBeEnabled());
}

describe('New Address dialog', () => {
  it('starts in Pakistan with the user’s phone shown as +92 300 1234567, and offers Pakistan’s provinces', async () => {
    fakeServer({});
    await openNewAddress();
    expect(country()).toHaveDisplayValue('Pakistan');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+92 300 1234567');
    expect(screen.getByRole('option', { name: 'Punjab' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Balochistan' })).toBeInTheDocument();
  });

  it('shows every required message', async () => {
    fakeServer({});
    await openNewAddress({ ...ayesha, phone: null });
    await userEvent.selectOptions(country(), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const message of [
      'Phone field is required.',
      'Address field is required.',
      'Country field is required.',
      'Province field is required.',
      'City field is required.',
      'Zip code field is required.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('takes Pakistani mobile numbers only and enforces the lengths', async () => {
    fakeServer({});
    await openNewAddress();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 7911 123456');
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), 'ab');
    await userEvent.type(screen.getByRole('textbox', { name: /Zip Code/ }), 'x'.repeat(31));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Invalid phone number')).toBeVisible();
    expect(screen.getByText('The address should have a minimum length of 3')).toBeVisible();
    expect(screen.getByText('The zip code should have a maximum length of 30')).toBeVisible();
  });

  it('cascades: a province brings its cities, a new province clears the city, clearing the country both; abroad is not yet', async () => {
    fakeServer({});
    await openNewAddress();
    await userEvent.selectOptions(province(), 'Sindh');
    await waitFor(() => expect(city()).toHaveAttribute('list'));
    const suggestions = document.getElementById(city().getAttribute('list') ?? '');
    expect(suggestions).toHaveTextContent('');
    expect(Array.from(suggestions?.querySelectorAll('option') ?? []).map((o) => o.value)).toContain(
      'Karachi',
    );
    await userEvent.type(city(), 'Karachi');
    await userEvent.selectOptions(province(), 'Punjab');
    expect(city()).toHaveValue('');
    await userEvent.type(city(), 'Lahore');
    // The shop delivers within Pakistan only: the other countries are listed greyed out, so the
    // one other choice is none, which clears province and city as a new country would.
    expect(screen.getByRole('option', { name: 'United Arab Emirates (not yet)' })).toBeDisabled();
    await userEvent.selectOptions(country(), '');
    // No country, no province list: the province is a text field again, and empty.
    expect(screen.getByLabelText(/Province/)).toHaveValue('');
    expect(city()).toHaveValue('');
  });

  it('saves the address, says so verbatim and returns to the profile', async () => {
    const sent = fakeServer({
      ...list,
      ...me,
      'POST /api/addresses': { status: 201, body: { success: true, data: { address: homeAddress } } },
    });
    await openNewAddress();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0300 1234567');
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), ' 12 Mall Road ');
    await userEvent.selectOptions(province(), 'Punjab');
    await userEvent.type(city(), 'Lahore');
    await userEvent.type(screen.getByRole('textbox', { name: /Zip Code/ }), '54000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address created successfully.')).toBeVisible();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      phone: '+923001234567',
      address: '12 Mall Road',
      city: 'Lahore',
      province: 'Punjab',
      country: 'Pakistan',
      zipCode: '54000',
    });
    expect(await screen.findByRole('dialog', { name: 'Your Profile' })).toBeVisible();
  });

  it('puts field errors on their fields and any other error on the phone', async () => {
    let calls = 0;
    fakeServer({
      'POST /api/addresses': () => {
        calls += 1;
        return calls === 1
          ? { status: 422, body: { errors: { zipCode: ['The zip code should have a minimum length of 3'] } } }
          : { status: 422, body: { error: 'You can keep at most 50 addresses. Please delete one first.' } };
      },
    });
    await openNewAddress();
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), '12 Mall Road');
    await userEvent.selectOptions(province(), 'Punjab');
    await userEvent.type(city(), 'Lahore');
    await userEvent.type(screen.getByRole('textbox', { name: /Zip Code/ }), '54000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Zip Code/ })).toHaveAccessibleDescription(
        'The zip code should have a minimum length of 3',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(
      await screen.findByText('You can keep at most 50 addresses. Please delete one first.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      /You can keep at most 50 addresses/,
    );
  });
});

describe('Update Address dialog', () => {
  it('edits the saved address and says the same success message', async () => {
    const sent = fakeServer({
      ...list,
      ...me,
      'PUT /api/addresses/31': { body: { success: true, data: { address: homeAddress } } },
    });
    renderAccount({
      user: ayesha,
      state: { dialogs: { ...dialogsSlice.getInitialState(), open: 'update-address', addressId: 31 } },
    });
    await screen.findByRole('dialog', { name: 'Update Address' });
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('12 Mall Road');
    await waitFor(() => expect(province()).toHaveDisplayValue('Punjab'));
    expect(city()).toHaveValue('Lahore');
    const zip = screen.getByRole('textbox', { name: /Zip Code/ });
    await userEvent.clear(zip);
    await userEvent.type(zip, '54700');
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText('Address created successfully.')).toBeVisible();
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ zipCode: '54700', city: 'Lahore' });
  });
});
