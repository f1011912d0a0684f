import {
  invoicePdfUrl,
  readApiError,
  useCancelOrderMutation,
  usePayNowMutation,
  useReorderMutation,
} from '@bookshop/api-client';
import {
  type AfterOrderActions,
  afterOrderActions,
  type BankTransferDetails,
  type Order,
} from '@bookshop/domain';
import { CancelOrderDialog, OrderDetail, type OrderDetailBusyAction, useMessages } from '@bookshop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { CancelDemandContainer } from './cancel-demand-container';
import { ReturnRequestContainer } from './return-request-container';

export interface OrderViewProps {
  order: Order;
  bankTransfer?: BankTransferDetails | null;
  /**
   * The signed link's token (`OrderAccess.token`) when there is one: it opens the invoice PDF in
   * a plain link, and stands in for a login on reorder, pay now and returns.
   */
  accessToken?: string | null;
  /**
   * Whose page this is: the owner's (their token placed the order: confirmation, Your Orders) or
   * anyone's with the order's link (the e-mail's link, a lookup), who may not cancel it.
   */
  viewer: 'owner' | 'link';
  headingLevel?: 2 | 3;
}

/**
 * One order wired to what can be done with it, the same on the confirmation page, Your Orders,
 * the e-mail's link and the lookup: cancel or ask the shop to, pay now (a wallet goes to its
 * approval page), reorder (the books go back in the cart at today's prices, then the cart
 * opens), ask for a return, and the invoice.
 */
export function OrderView({
  order,
  bankTransfer = null,
  accessToken = null,
  viewer,
  headingLevel,
}: OrderViewProps) {
  const t = useMessages();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<OrderDetailBusyAction | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'demand' | 'return' | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [cancelOrder] = useCancelOrderMutation();
  const [reorder] = useReorderMutation();
  const [payNow] = usePayNowMutation();
  const linkToken = viewer === 'link' ? accessToken : null;

  const allowed = afterOrderActions(order, new Date());
  // Cancelling is the owner's: the cancel calls take the owner's login, not the order's link.
  const actions: AfterOrderActions =
    viewer === 'owner' ? allowed : { ...allowed, cancel: false, requestCancellation: false };

  async function confirmCancel() {
    setCancelError(null);
    setBusy('cancel');
    const result = await cancelOrder(order.id);
    setBusy(null);
    if (result.error) {
      setCancelError(readApiError(result.error, t.format('orders.page.tryAgain')).message);
      return;
    }
    dispatch(toastShown('success', result.data.message));
    setDialog(null);
  }

  async function putBackInCart() {
    setBusy('reorder');
    const result = await reorder({ orderId: order.id, token: linkToken });
    setBusy(null);
    if (result.error) {
      dispatch(toastShown('error', readApiError(result.error, t.format('orders.page.tryAgain')).message));
      return;
    }
    const { message, data } = result.data;
    dispatch(toastShown(data.added.length > 0 ? 'success' : 'error', message));
    for (const skipped of data.skipped)
      dispatch(toastShown('error', `${skipped.BOOK_TITLE}: ${skipped.reason}`));
    if (data.added.length > 0) navigate(paths.cart.href());
  }

  async function pay() {
    setBusy('payNow');
    const result = await payNow({ orderId: order.id, ...(linkToken ? { token: linkToken } : {}) });
    if (result.error) {
      setBusy(null);
      dispatch(
        toastShown('error', readApiError(result.error, t.format('orders.page.paymentUnsuccessful')).message),
      );
      return;
    }
    const { redirectUrl } = result.data.data;
    if (redirectUrl) {
      // The wallet's own approval page: a page load, not an app route. The button stays busy.
      window.location.assign(redirectUrl);
      return;
    }
    setBusy(null);
    dispatch(toastShown('success', result.data.message));
  }

  return (
    <>
      <OrderDetail
        order={order}
        bankTransfer={bankTransfer}
        actions={actions}
        busyAction={busy}
        headingLevel={headingLevel}
        onCancel={() => {
          setCancelError(null);
          setDialog('cancel');
        }}
        onRequestCancellation={() => setDialog('demand')}
        onReorder={() => void putBackInCart()}
        onPayNow={() => void pay()}
        onRequestReturn={() => setDialog('return')}
        invoiceHref={paths.orderInvoice.href(order.id, linkToken)}
        // A plain link carries no login: the PDF opens with the order's link token, when known.
        invoicePdfHref={accessToken ? invoicePdfUrl(order.id, accessToken) : null}
      />
      <CancelOrderDialog
        open={dialog === 'cancel'}
        orderId={order.id}
        busy={busy === 'cancel'}
        error={cancelError}
        onClose={() => setDialog(null)}
        onConfirm={() => void confirmCancel()}
      />
      {dialog === 'demand' ? (
        <CancelDemandContainer orderId={order.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'return' ? (
        <ReturnRequestContainer
          orderId={order.id}
          items={order.items}
          token={linkToken}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
