import { type Address, formatPhone } from '@bookshop/domain';
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
  if (addresses.length === 0) return <p className="bk-address-cards__empty">No saved addresses yet.</p>;
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
            <span>Address: {address.Address}</span>
            <span>City: {address.City}</span>
            <span>PostCode: {address.PostCode}</span>
            <span>Country: {address.Country}</span>
            <span>Phone: {formatPhone(address.Phone)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
