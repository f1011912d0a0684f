import type { Address } from '@bookshop/domain';
import { addressLines } from './format';

/** A postal address, one line each. */
export function AddressView({ address }: { address: Address | null | undefined }) {
  return (
    <address className="admin-address">
      {addressLines(address).map((line) => (
        <span key={line.key}>{line.text}</span>
      ))}
    </address>
  );
}
