import { CartPage } from '../features/cart/cart-page';
import { CheckoutHost } from '../features/checkout/checkout-host';

/**
 * /order-cart with the checkout panel over it (SITE_PATHS.checkout is the cart with
 * `checkout=open`). The app joins the two features here, since features never import each other.
 */
export function CartWithCheckout() {
  return (
    <>
      <CartPage />
      <CheckoutHost />
    </>
  );
}
