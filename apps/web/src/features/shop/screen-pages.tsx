import { useSearchParams } from 'react-router';
import { Page } from '../../shared/page';

/*
 * Screens whose features arrive with their own issues (cart, orders, wish list, search...). Each
 * is a real route with its heading now, so links and the router are complete from the start.
 */

export function OrdersPage() {
  return <Page title="Your Orders">Your orders will be listed here.</Page>;
}

export function WishListPage() {
  return <Page title="Your Wish List">Books you save for later will be listed here.</Page>;
}

export function CartPage() {
  return <Page title="Your Cart">Your cart is empty.</Page>;
}

export function CardDiscountsPage() {
  return <Page title="Bank Card Discounts">Discounts on books for holders of partner bank cards.</Page>;
}

export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  return <Page title="Order confirmed">{`Order No: ${params.get('orderId') ?? ''}`}</Page>;
}

export function LoggedOutPage() {
  return <Page title="You are logged out">Log in again to see your orders and wish list.</Page>;
}

export function ResetPasswordPage() {
  return <Page title="Reset your password" />;
}
