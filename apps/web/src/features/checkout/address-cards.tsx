import type { Address } from '@bookshop/domain';

/**
 * The checkout's address cards (spec section 2): Address, City, PostCode, Country and Phone,
 * one radio each, so exactly one is selected and the keyboard moves between them.
 */
export function AddressCards({
  name,
  label,
  addresses,
  selectedId,
  onSelect,
}: {
  name: string;
  label: string;
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (address: Address) => void;
}) {
  if (addresses.length === 0) return <p className="checkout-empty">No saved addresses yet.</p>;
  return (
    <fieldset className="checkout-address-cards">
      <legend className="checkout-visually-hidden">{label}</legend>
      {addresses.map((address) => (
        <label
          key={address.id}
          className={
            address.id === selectedId ? 'checkout-address-card is-selected' : 'checkout-address-card'
          }
        >
          <input
            type="radio"
            name={name}
            checked={address.id === selectedId}
            onChange={() => onSelect(address)}
          />
          <span className="checkout-address-card__body">
            {address.Name ? <strong>{address.Name}</strong> : null}
            <span>Address: {address.Address}</span>
            <span>City: {address.City}</span>
            <span>PostCode: {address.PostCode}</span>
            <span>Country: {address.Country}</span>
            <span>Phone: {address.Phone}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
