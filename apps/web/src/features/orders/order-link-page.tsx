import { useMessages } from '@bookshop/ui';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/page';
import { OrderByLink } from './order-by-link';
import { OrderNotHere } from './order-not-here';
import './orders.css';

/**
 * /orders/view?token=: the order its e-mails link to, opened on any device without logging in.
 */
export function OrderLinkPage() {
  const t = useMessages();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Page title={t.format('orders.page.yourOrderTitle')}>
      {token ? <OrderByLink token={token} /> : <OrderNotHere />}
    </Page>
  );
}
