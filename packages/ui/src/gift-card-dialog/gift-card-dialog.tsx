import {
  formatRupees,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_PAYMENT_FIELD,
  GIFT_CARD_SECRET_FIELD,
  GIFT_CARD_SHOPPER_FIELD,
  type GiftCard,
  giftCardOrderNumber,
} from '@bookshop/domain';
import { type FormEvent, type Ref, useId } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { type FormFieldsProps, fieldProps } from '../form-dialog/form-props';
import { TextField } from '../text-field';

/** The e-gift fields the form posts (spec section 3). */
export type GiftCardField =
  | 'amount'
  | 'recipient_name'
  | 'recipient_email'
  | 'recipient_mobile'
  | 'name'
  | 'email'
  | 'mobile';

/** The bank card's fields: typed here, sealed to the payment provider, never posted to the shop. */
export type GiftCardCardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/**
 * What pays for the card, posted as hidden fields: the payment provider's intent the card was
 * confirmed on, the intent's client secret and the shopper's token (a form post sends no
 * `Authorization` header); the shop takes the intent only from the shopper who made it.
 */
export interface GiftCardPayment {
  intentId: string;
  clientSecret: string;
  shopperToken: string;
}

/** Which of the dialog's three views shows (spec section 4). */
export type GiftCardDialogView = 'form' | 'failed' | 'result';

/** What the Gift Card dialog shows and raises; the container owns the state and the post. */
export interface GiftCardDialogProps extends FormFieldsProps<GiftCardField | GiftCardCardField> {
  open: boolean;
  view: GiftCardDialogView;
  /** Raised by the close button and Escape, and by Cancel in the failed view. */
  onClose: () => void;
  /** Where the form posts (`/update_e_gift_card`): a plain HTML form post, not a fetch. */
  action: string;
  /** What pays for the card, posted as hidden fields; empty until the card is confirmed. */
  payment: GiftCardPayment;
  /** The form element, so the container can post it once the card is confirmed. */
  formRef?: Ref<HTMLFormElement>;
  policyChecked: boolean;
  onPolicyChange: (checked: boolean) => void;
  /** The agreement's message, shown once the shopper tried to buy without ticking it. */
  policyError?: string;
  /** Raised by Buy Gift Card (or Enter); the container validates, confirms the card, then posts. */
  onSubmit: () => void;
  busy?: boolean;
  /** A message about the whole form or the card, announced as an alert. */
  formError?: string;
  /** Try Again in the failed view: back to the form, filled in as it was. */
  onTryAgain: () => void;
  /** The bought card, for the result view. */
  giftCard?: GiftCard | null;
}

const SUBMITTED_AT = new Intl.DateTimeFormat('en-PK', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Karachi',
});

function ResultView({ giftCard }: { giftCard: GiftCard }) {
  return (
    <>
      <p role="status">
        Your e-gift card is paid and on its way to {giftCard.recipient_name}. The code is in their e-mail.
      </p>
      <dl className="bk-gift-card__result">
        <dt>Order No</dt>
        <dd>{giftCardOrderNumber(giftCard.id)}</dd>
        <dt>Submitted</dt>
        <dd>{SUBMITTED_AT.format(new Date(giftCard.submitted_at))}</dd>
        <dt>Amount</dt>
        <dd>{formatRupees(giftCard.amount)}</dd>
        <dt>Recipient</dt>
        <dd>{giftCard.recipient_name}</dd>
        <dt>Recipient email</dt>
        <dd>{giftCard.recipient_email}</dd>
        <dt>Recipient mobile</dt>
        <dd>{giftCard.recipient_mobile}</dd>
      </dl>
    </>
  );
}

/**
 * The Gift Card (e-gift) dialog of spec sections 2 and 4, in its three views: the form (with the
 * gift card value warning and the agreement), the failed-transaction view (Try Again, Cancel),
 * and the result (the card's GC order number, time, amount and recipient). The form is a real
 * `<form method="post">`: the container posts it natively once the bank card is confirmed with
 * the payment provider; the card fields have no `name`, so the browser never sends them to the shop.
 * Use it for buying an e-gift card, wherever the shop offers one.
 */
export function GiftCardDialog({
  open,
  view,
  onClose,
  action,
  payment,
  formRef,
  policyChecked,
  onPolicyChange,
  policyError,
  onSubmit,
  busy = false,
  formError,
  onTryAgain,
  giftCard,
  ...form
}: GiftCardDialogProps) {
  const policyId = useId();
  const policyErrorId = useId();

  if (view === 'result' && giftCard) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title="Gift Card Sent"
        size="sm"
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <ResultView giftCard={giftCard} />
      </Dialog>
    );
  }

  if (view === 'failed') {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title="Gift Card"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onTryAgain}>Try Again</Button>
          </>
        }
      >
        <p role="alert">{GIFT_CARD_MESSAGES.transactionFailed}</p>
        <p>No gift card was sent. You can try again with the same details or another card.</p>
      </Dialog>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  // The card's fields are wired like the others but unnamed: a native post leaves them out.
  const cardProps = (field: GiftCardCardField) => ({ ...fieldProps(form, field), name: undefined });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Gift Card"
      description="Send an e-gift card by e-mail, paid by bank card."
      size="md"
    >
      <form
        ref={formRef}
        className="bk-form"
        method="post"
        action={action}
        noValidate
        onSubmit={handleSubmit}
      >
        <TextField
          label="Amount (Rs.)"
          inputMode="numeric"
          required
          hint={GIFT_CARD_MESSAGES.amountHint}
          {...fieldProps(form, 'amount')}
        />
        <fieldset className="bk-gift-card__group">
          <legend>Recipient</legend>
          <TextField
            label="Recipient name"
            autoComplete="off"
            required
            {...fieldProps(form, 'recipient_name')}
          />
          <div className="bk-form__row">
            <TextField
              label="Recipient email"
              type="email"
              autoComplete="off"
              required
              {...fieldProps(form, 'recipient_email')}
            />
            <TextField
              label="Recipient mobile"
              type="tel"
              inputMode="tel"
              placeholder="03xx xxxxxxx"
              autoComplete="off"
              required
              {...fieldProps(form, 'recipient_mobile')}
            />
          </div>
        </fieldset>
        <fieldset className="bk-gift-card__group">
          <legend>Your details</legend>
          <TextField label="Your name" autoComplete="name" required {...fieldProps(form, 'name')} />
          <div className="bk-form__row">
            <TextField
              label="Your email"
              type="email"
              autoComplete="email"
              required
              {...fieldProps(form, 'email')}
            />
            <TextField
              label="Your mobile"
              type="tel"
              inputMode="tel"
              placeholder="03xx xxxxxxx"
              autoComplete="tel"
              required
              {...fieldProps(form, 'mobile')}
            />
          </div>
        </fieldset>
        <fieldset className="bk-gift-card__group">
          <legend>Bank card</legend>
          <p className="bk-gift-card__sandbox">
            Sandbox: no real money moves. Test card 4242 4242 4242 4242, any future expiry and CVC.
          </p>
          <TextField
            label="Card Number"
            inputMode="numeric"
            autoComplete="cc-number"
            required
            {...cardProps('cardNumber')}
          />
          <div className="bk-form__row">
            <TextField label="Expiry (MM/YY)" autoComplete="cc-exp" required {...cardProps('cardExpiry')} />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              {...cardProps('cardCvc')}
            />
          </div>
        </fieldset>
        <p className="bk-gift-card__warning">{GIFT_CARD_MESSAGES.valueWarning}</p>
        <div className="bk-gift-card__agreement">
          <input
            id={policyId}
            type="checkbox"
            name="policy_check"
            value="true"
            checked={policyChecked}
            onChange={(event) => onPolicyChange(event.target.checked)}
            aria-invalid={policyError ? true : undefined}
            aria-describedby={policyError ? policyErrorId : undefined}
          />
          <label htmlFor={policyId}>{GIFT_CARD_MESSAGES.agreement}</label>
        </div>
        {policyError ? (
          <p id={policyErrorId} className="bk-field__error bk-gift-card__agreement-error">
            {policyError}
          </p>
        ) : null}
        <input type="hidden" name={GIFT_CARD_PAYMENT_FIELD} value={payment.intentId} />
        <input type="hidden" name={GIFT_CARD_SECRET_FIELD} value={payment.clientSecret} />
        <input type="hidden" name={GIFT_CARD_SHOPPER_FIELD} value={payment.shopperToken} />
        {formError ? (
          <p role="alert" className="bk-form__error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" fullWidth busy={busy} busyLabel="Please wait…">
          Buy Gift Card
        </Button>
      </form>
    </Dialog>
  );
}
