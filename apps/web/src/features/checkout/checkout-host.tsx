import { useSearchParams } from 'react-router';
import { CheckoutPanel } from './checkout-panel';

/**
 * Opens the checkout panel over the cart when the address says so (`SITE_PATHS.checkout`,
 * `/order-cart?checkout=open`): the cart's Checkout link, a reload and the back button all agree
 * on whether it is open. Closing it drops the parameter.
 */
export function CheckoutHost() {
  const [params, setParams] = useSearchParams();
  if (params.get('checkout') !== 'open') return null;
  return (
    <CheckoutPanel
      onClose={() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('checkout');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
