import {
  readApiError,
  useCancelOrderByStaffMutation,
  useConfirmCodMutation,
  useDeliverOrderMutation,
  useMarkTransferReceivedMutation,
  useRefundOrderMutation,
  useShipOrderMutation,
  useStartProcessingMutation,
} from '@bookshop/api-client/admin';
import {
  type AdminOrderDetail,
  formatRupees,
  ORDER_DESK_ACTION_LABELS,
  type OrderDeskAction,
  refundAmountProblem,
} from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import { TextAreaField } from '@bookshop/ui/admin';
import {
  cancelOrderByStaffSchema,
  orderStepSchema,
  refundOrderSchema,
  shipOrderSchema,
  transferReceivedSchema,
  type ValidationResult,
  validateForm,
} from '@bookshop/validation';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../shared/load-state';
import { firstMessages, useForm } from '../../shared/use-form';

/** Couriers the shop hands parcels to, offered as suggestions (any name can be typed). */
const COURIERS = ['TCS', 'Leopards Courier', 'M&P', 'Call Courier', 'BlueEx', 'Pakistan Post'];

/** The button that sends each action's form (the button that opens it reads as the action). */
const SUBMIT_LABELS: Readonly<Record<OrderDeskAction, string>> = {
  confirm_cod: 'Confirm order',
  transfer_received: 'Record transfer',
  processing: 'Move to processing',
  ship: 'Ship order',
  deliver: 'Record delivery',
  cancel: 'Cancel this order',
  refund: 'Send refund',
};

type Outcome = { kind: 'done' | 'failed' | 'changed'; message: string };

/**
 * The order desk's buttons for exactly the actions the order allows now (the server's list).
 * Each opens a short form (a note, the courier and tracking number, a reason, an amount); the
 * answer replaces the order on the page. When another staff member moved the order first, the
 * server answers 409: that is said plainly and the order is shown as it is now.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState<OrderDeskAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const formId = useId();
  const shown = open && order.actions.includes(open) ? open : null;

  const finished = (next: Outcome) => {
    setOutcome(next);
    if (next.kind !== 'failed') setOpen(null);
  };

  return (
    <section className="admin-card" aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      {outcome ? (
        <p
          className={`admin-alert ${outcome.kind === 'done' ? 'admin-alert--success' : 'admin-alert--error'}`}
          role={outcome.kind === 'done' ? 'status' : 'alert'}
        >
          {outcome.message}
        </p>
      ) : null}
      {order.actions.length === 0 ? (
        <p className="admin-muted">Nothing can be done to this order now.</p>
      ) : (
        <div className="admin-actions">
          {order.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' || action === 'refund' ? 'secondary' : 'primary'}
              aria-expanded={shown === action}
              aria-controls={shown === action ? formId : undefined}
              onClick={() => {
                setOutcome(null);
                setOpen(shown === action ? null : action);
              }}
            >
              {ORDER_DESK_ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
      {shown ? (
        <ActionForm
          key={shown}
          id={formId}
          action={shown}
          order={order}
          onFinished={finished}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

interface ActionFormProps {
  id: string;
  action: OrderDeskAction;
  order: AdminOrderDetail;
  onFinished: (outcome: Outcome) => void;
  onClose: () => void;
}

function ActionForm({ id, action, order, onFinished, onClose }: ActionFormProps) {
  const form = useForm({ note: '', reference: '', courier: '', tracking_number: '', reason: '', amount: '' });
  const couriersId = useId();
  const [confirmCod, cod] = useConfirmCodMutation();
  const [transferReceived, transfer] = useMarkTransferReceivedMutation();
  const [startProcessing, processing] = useStartProcessingMutation();
  const [shipOrder, ship] = useShipOrderMutation();
  const [deliverOrder, deliver] = useDeliverOrderMutation();
  const [cancelOrder, cancel] = useCancelOrderByStaffMutation();
  const [refundOrder, refund] = useRefundOrderMutation();
  const busy = [cod, transfer, processing, ship, deliver, cancel, refund].some((state) => state.isLoading);
  const { payment } = order;
  const money = { captured: payment.captured, refunded: payment.refunded, refundDue: payment.refund_due };

  /** The action's body, checked by its shared schema, or null (its messages shown). */
  const body = () => {
    const { values } = form;
    const check = <T,>(result: ValidationResult<T>) => {
      if (result.ok) return result.value;
      form.setErrors(firstMessages(result.errors));
      return null;
    };
    switch (action) {
      case 'transfer_received':
        return check(validateForm(transferReceivedSchema, { reference: values.reference }));
      case 'ship':
        return check(
          validateForm(shipOrderSchema, { courier: values.courier, tracking_number: values.tracking_number }),
        );
      case 'cancel':
        return check(validateForm(cancelOrderByStaffSchema, { reason: values.reason }));
      case 'refund': {
        const checked = check(
          validateForm(refundOrderSchema, { amount: values.amount, reason: values.reason }),
        );
        if (!checked) return null;
        const problem = refundAmountProblem(checked.amount, money);
        if (problem) {
          form.setErrors({ amount: problem });
          return null;
        }
        return checked;
      }
      default:
        return check(validateForm(orderStepSchema, { note: values.note }));
    }
  };

  const send = (value: object) => {
    const id = order.id;
    switch (action) {
      case 'confirm_cod':
        return confirmCod({ id, body: value }).unwrap();
      case 'transfer_received':
        return transferReceived({ id, body: value }).unwrap();
      case 'processing':
        return startProcessing({ id, body: value }).unwrap();
      case 'ship':
        return shipOrder({ id, body: value as { courier: string; tracking_number: string } }).unwrap();
      case 'deliver':
        return deliverOrder({ id, body: value }).unwrap();
      case 'cancel':
        return cancelOrder({ id, body: value as { reason: string } }).unwrap();
      case 'refund':
        return refundOrder({ id, body: value as { amount: number; reason: string } }).unwrap();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setErrors({});
    form.setFormError(null);
    const value = body();
    if (!value) return;
    try {
      const answer = await send(value);
      onFinished({ kind: 'done', message: answer.message });
    } catch (error) {
      const problem = readApiError(error);
      if (problem.status === 409) {
        onFinished({
          kind: 'changed',
          message: `Someone else changed this order meanwhile. ${problem.message} The order below is reloaded and shows where it stands now.`,
        });
        return;
      }
      if (problem.status === 422 && Object.keys(problem.fieldErrors).length > 0) {
        form.showFailure(error);
        return;
      }
      onFinished({ kind: 'failed', message: errorMessage(error) });
    }
  };

  const label = ORDER_DESK_ACTION_LABELS[action];
  return (
    <form id={id} className="admin-form admin-action-form" aria-label={label} onSubmit={submit} noValidate>
      {action === 'confirm_cod' ? (
        <>
          <p>
            Call the shopper on {order.shipping_address.Phone ?? 'their phone'} and confirm they want this
            order.
          </p>
          <TextAreaField label="What the shopper said (optional)" rows={2} {...form.field('note')} />
        </>
      ) : null}
      {action === 'transfer_received' ? (
        <>
          <p>Check the bank statement for a transfer of {formatRupees(order.totals.total)} for this order.</p>
          <TextField label="Bank reference (optional)" {...form.field('reference')} />
        </>
      ) : null}
      {action === 'processing' || action === 'deliver' ? (
        <TextAreaField label="Note (optional)" rows={2} {...form.field('note')} />
      ) : null}
      {action === 'ship' ? (
        <>
          <TextField
            label="Courier"
            list={couriersId}
            autoComplete="off"
            required
            {...form.field('courier')}
          />
          <datalist id={couriersId}>
            {COURIERS.map((courier) => (
              <option key={courier} value={courier} />
            ))}
          </datalist>
          <TextField
            label="Tracking number"
            hint="The shopper sees it on their orders page and in the e-mail."
            autoComplete="off"
            required
            {...form.field('tracking_number')}
          />
        </>
      ) : null}
      {action === 'cancel' ? (
        <>
          <p>
            The books go back to stock, the card discount and any gift card value are given back
            {payment.refundable > 0 ? `, and ${formatRupees(payment.refundable)} paid is refunded` : ''}.
          </p>
          <TextAreaField
            label="Reason"
            hint="The shopper is e-mailed this reason."
            required
            {...form.field('reason')}
          />
        </>
      ) : null}
      {action === 'refund' ? (
        <>
          <TextField
            label="Amount in rupees"
            inputMode="numeric"
            hint={`At most ${formatRupees(payment.refundable)}, what is left of the payment.`}
            required
            {...form.field('amount')}
          />
          <TextAreaField
            label="Reason"
            hint="Kept with the refund and e-mailed to the shopper."
            required
            {...form.field('reason')}
          />
        </>
      ) : null}
      {form.formError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="admin-actions">
        <Button type="submit" busy={busy} busyLabel="Saving…">
          {SUBMIT_LABELS[action]}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Not now
        </Button>
      </div>
    </form>
  );
}
