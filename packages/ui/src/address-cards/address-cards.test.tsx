import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { homeAddress, officeAddress } from '../fixtures/addresses';
import { AddressCards } from './address-cards';

describe('AddressCards', () => {
  it('shows each address’s Address, City, PostCode, Country and Phone (the stored +923001234567 as +92 300 1234567) as one radio of a named group', async () => {
    const onSelect = vi.fn();
    render(
      <AddressCards
        name="shipping"
        label="Shipping address"
        addresses={[homeAddress, officeAddress]}
        selectedId={homeAddress.id}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('group', { name: 'Shipping address' })).toBeInTheDocument();
    const home = screen.getByRole('radio', { name: /12 Mall Road/ });
    expect(home).toBeChecked();
    expect(home.closest('label')).toHaveTextContent(
      'Address: 12 Mall RoadCity: LahorePostCode: 54000Country: PakistanPhone: +92 300 1234567',
    );
    await userEvent.click(screen.getByRole('radio', { name: /Clifton/ }));
    expect(onSelect).toHaveBeenCalledWith(officeAddress);
  });

  it('says there are no saved addresses when the list is empty', () => {
    render(
      <AddressCards name="s" label="Shipping address" addresses={[]} selectedId={null} onSelect={() => {}} />,
    );
    expect(screen.getByText('No saved addresses yet.')).toBeInTheDocument();
  });
});
