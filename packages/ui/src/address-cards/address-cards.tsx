import { type Address, formatPhone } from '@bookshop/domain';
import { keepLeftToRight } from '@bookshop/i18n/core';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';

export interface AddressCardsProps {
  /** Radio group name; two lists on one page (shipping, billing) need different names. */
  name: string;
  /** Names the group for screen readers, e.g. 'Shipping address'. */
  label: string;
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (address: Address) => void;
}

/**
 * The checkout's address cards (spec section 2): Address, City, PostCode, Country and Phone (shown
 * formatPhone's one way, as the profile shows it), one radio each, so exactly one is selected and
 * the arrow keys move between them.
 * Use it for the shipping and billing lists of the checkout panel.
 */
export function AddressCards({ name, label, addresses, selectedId, onSelect }: AddressCardsProps) {
  const t = useMessages();
  if (addresses.length === 0)
    return <p className="bk-address-cards__empty">{t.format('account.addressCards.empty')}</p>;
  return (
    <fieldset className="bk-address-cards">
      <legend className="bk-visually-hidden">{label}</legend>
      {addresses.map((address) => (
        <label
          key={address.id}
          className={cx('bk-address-card', address.id === selectedId && 'bk-address-card--selected')}
        >
          <input
            type="radio"
            name={name}
            checked={address.id === selectedId}
            onChange={() => onSelect(address)}
          />
          <span className="bk-address-card__body">
            {address.Name ? <strong>{address.Name}</strong> : null}
            <span>{t.format('account.addressLine.address', { address: address.Address ?? '' })}</span>
            <span>{t.format('account.addressLine.city', { city: address.City ?? '' })}</span>
            <span>{t.format('account.addressLine.postCode', { postCode: address.PostCode ?? '' })}</span>
            <span>{t.format('account.addressLine.country', { country: address.Country ?? '' })}</span>
            <span>
              {t.format('account.addressLine.phone', {
                // Isolated characters rather than <Ltr>: the line stays one text a reader reads whole.
                phone: keepLeftToRight(t.language, formatPhone(address.Phone) ?? ''),
              })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
