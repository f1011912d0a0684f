import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

/*
 * The checkout's code (the panel, its forms, the card fields) is its own chunk, loaded when the
 * checkout opens: the cart page, which most visits end on, does not download or run it.
 */
const CheckoutPanel = lazy(async () => ({ default: (await import('./checkout-panel')).CheckoutPanel }));

/**
 * Opens the checkout panel over the cart when the address says so (`SITE_PATHS.checkout`,
 * `/order-cart?checkout=open`): the cart's Checkout link, a reload and the back button all agree
 * on whether it is open. Closing it drops the parameter.
 */
export function CheckoutHost() {
  const [params, setParams] = useSearchParams();
  if (params.get('checkout') !== 'open') return null;
  return (
    // Nothing while its code loads: the panel opens over the cart, which stays as it is meanwhile.
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
