import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { homeAddress, officeAddress } from '../fixtures/addresses';
import { mastercardCard, visaCard } from '../fixtures/saved-cards';
import { MessagesProvider } from '../i18n';
import { addressLines, ProfileDialog, type ProfileDialogProps } from './profile-dialog';

function renderProfile(overrides: Partial<ProfileDialogProps> = {}, language: 'en' | 'ur' = 'en') {
  const props: ProfileDialogProps = {
    open: true,
    user: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '+923001234567' },
    addresses: [homeAddress, officeAddress],
    onClose: vi.fn(),
    onChangePassword: vi.fn(),
    onEditInfo: vi.fn(),
    onAddAddress: vi.fn(),
    onDeleteAccount: vi.fn(),
    onEditAddress: vi.fn(),
    onDeleteAddress: vi.fn(),
    ...overrides,
  };
  render(
    <MessagesProvider language={language}>
      <ProfileDialog {...props} />
    </MessagesProvider>,
  );
  return props;
}

describe('ProfileDialog', () => {
  it('shows name, e-mail and phone, the stored +923001234567 as +92 300 1234567', () => {
    renderProfile();
    const dialog = screen.getByRole('dialog', { name: 'Your Profile' });
    expect(within(dialog).getByText('Ayesha Khan', { selector: 'dd' })).toBeVisible();
    expect(within(dialog).getByText('ayesha@example.pk')).toBeVisible();
    expect(within(dialog).getByText('+92 300 1234567', { selector: 'dd bdi' })).toBeVisible();
  });

  it('is in Urdu on an Urdu page, the e-mail and phone still left to right', () => {
    renderProfile({}, 'ur');
    const dialog = screen.getByRole('dialog', { name: 'آپ کی پروفائل' });
    expect(within(dialog).getByRole('button', { name: 'نیا پتا شامل کریں' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'محفوظ پتے' })).toBeVisible();
    expect(within(dialog).getByText('ayesha@example.pk')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('فون نمبر: \u2066+92 345 7654321\u2069')).toBeVisible();
  });

  it('keeps the e-mail and phone left to right, whatever the page’s direction', () => {
    renderProfile();
    expect(screen.getByText('ayesha@example.pk')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('+92 300 1234567', { selector: 'dd bdi' })).toHaveAttribute('dir', 'ltr');
  });

  it('shows each saved address’s phone the same way as the profile’s (+92 345 7654321)', () => {
    renderProfile();
    expect(screen.getByText('Phone: +92 345 7654321')).toBeVisible();
    expect(screen.queryByText(/\+923/)).toBeNull();
  });

  it('raises each account action', async () => {
    const props = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Info' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Your Account' }));
    expect(props.onChangePassword).toHaveBeenCalled();
    expect(props.onEditInfo).toHaveBeenCalled();
    expect(props.onAddAddress).toHaveBeenCalled();
    expect(props.onDeleteAccount).toHaveBeenCalled();
  });

  it('lists saved addresses with Edit and Delete on each', async () => {
    const props = renderProfile();
    const list = screen.getByRole('region', { name: 'Saved Addresses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const office = items[1]!;
    expect(office).toHaveTextContent('Office 4, Clifton Block 5');
    expect(within(office).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription(/Karachi/);
    await userEvent.click(within(office).getByRole('button', { name: 'Edit' }));
    expect(props.onEditAddress).toHaveBeenCalledWith(officeAddress);
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Delete' }));
    expect(props.onDeleteAddress).toHaveBeenCalledWith(homeAddress);
  });

  it('says when there are no addresses', () => {
    renderProfile({ addresses: [] });
    expect(screen.getByText('You have no saved addresses yet.')).toBeVisible();
  });

  it('shows that the addresses are loading', () => {
    renderProfile({ addresses: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading addresses…');
  });

  it('shows a failure to load the addresses', () => {
    renderProfile({ addresses: null, addressesError: 'We could not load your addresses.' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your addresses.');
  });

  it('shows the address being deleted as busy', () => {
    renderProfile({ deletingAddressId: homeAddress.id });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('addressLines', () => {
  it('leaves out empty parts', () => {
    expect(addressLines({ ...homeAddress, Name: null, Province: '', PostCode: null })).toEqual([
      '12 Mall Road',
      'Lahore',
      'Pakistan',
    ]);
  });
});

describe('ProfileDialog, saved cards', () => {
  it('lists the saved cards by network and last four, each with Remove', async () => {
    const onDeleteCard = vi.fn();
    renderProfile({ savedCards: [visaCard, mastercardCard], onDeleteCard });
    const cards = screen.getByRole('region', { name: 'Saved Cards' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('•••• 4242');
    const remove = within(items[1] as HTMLElement).getByRole('button', { name: 'Remove' });
    expect(remove).toHaveAccessibleDescription('Mastercard card ending 4444');
    await userEvent.click(remove);
    expect(onDeleteCard).toHaveBeenCalledWith(mastercardCard);
  });

  it('says when there are no saved cards, shows one being removed and a failure', () => {
    renderProfile({
      savedCards: [visaCard],
      deletingCardId: visaCard.id,
      savedCardsError: 'We could not remove that card. Please try again.',
    });
    expect(screen.getByRole('button', { name: 'Removing...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not remove that card. Please try again.');
  });

  it('leaves the cards out when none are given', () => {
    renderProfile();
    expect(screen.queryByRole('region', { name: 'Saved Cards' })).toBeNull();
  });

  it('says there are no saved cards', () => {
    renderProfile({ savedCards: [] });
    expect(screen.getByText('You have no saved cards.')).toBeInTheDocument();
  });
});
