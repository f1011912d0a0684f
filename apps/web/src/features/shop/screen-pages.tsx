import { useSearchParams } from 'react-router';
import { Page } from '../../shared/page';

/*
 * Screens whose features arrive with their own issues (orders, card discounts...). Each
 * is a real route with its heading now, so links and the router are complete from the start.
 */

export function OrdersPage() {
  return <Page title="Your Orders">Your orders will be listed here.</Page>;
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
