import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckoutPanel as CheckoutPanelComponent } from './checkout-panel';

type Panel = ComponentType<Parameters<typeof CheckoutPanelComponent>[0]>;

/** The checkout panel once its code has loaded in this page (or in this server). */
let loadedPanel: Panel | null = null;

/**
 * Loads the checkout's code: the panel, its forms, the card fields. It is its own chunk, loaded
 * when the checkout opens: the cart page, which most visits end on, does not download or run it.
 * The server loads it before rendering an open checkout (the cart's route loader), so the panel
 * arrives drawn in the page.
 */
export async function loadCheckoutPanel(): Promise<Panel> {
  const { CheckoutPanel } = await import('./checkout-panel');
  loadedPanel = CheckoutPanel;
  return CheckoutPanel;
}

const LazyCheckoutPanel = lazy(async () => ({ default: await loadCheckoutPanel() }));

/**
 * The open panel. Its code is there already on the server and once it has loaded in the browser;
 * otherwise it is lazy, and the Suspense boundary keeps the server's HTML of the panel on screen
 * until the code arrives and hydrates it (nothing is drawn in its place, so nothing flashes or
 * moves). Which of the two is chosen once, when the checkout opens: switching later would mount a
 * new panel and lose what the shopper entered.
 */
function OpenCheckout({ onClose }: { onClose: () => void }) {
  const [CheckoutPanel] = useState<Panel>(() => loadedPanel ?? LazyCheckoutPanel);
  return (
    // Nothing while its code loads when opened from the cart: the cart stays as it is meanwhile.
    <Suspense fallback={null}>
      <CheckoutPanel onClose={onClose} />
    </Suspense>
  );
}

/**
 * Opens the checkout panel over the cart when the address says so (`SITE_PATHS.checkout`,
 * `/order-cart?checkout=open`): the cart's Checkout link, a reload and the back button all agree
 * on whether it is open. Closing it drops the parameter.
 */
export function CheckoutHost() {
  const [params, setParams] = useSearchParams();
  if (params.get('checkout') !== 'open') return null;
  return (
    <OpenCheckout
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
