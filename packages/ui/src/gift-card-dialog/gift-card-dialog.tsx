import {
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_PAYMENT_FIELD,
  GIFT_CARD_SECRET_FIELD,
  GIFT_CARD_SHOPPER_FIELD,
  type GiftCard,
  giftCardOrderNumber,
} from '@bookshop/domain';
import { rupees } from '@bookshop/i18n/core';
import { type FormEvent, type Ref, useId } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { type FormFieldsProps, fieldProps } from '../form-dialog/form-props';
import { Ltr, useMessages } from '../i18n';
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

/** The moment a card was bought, as shoppers here write it, in Pakistan's time, in each language. */
const SUBMITTED_AT = {
  en: new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Karachi' }),
  ur: new Intl.DateTimeFormat('ur-PK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Karachi' }),
} as const;

function ResultView({ giftCard }: { giftCard: GiftCard }) {
  const t = useMessages();
  return (
    <>
      <p role="status">{t.format('checkout.giftCard.sent', { name: giftCard.recipient_name })}</p>
      <dl className="bk-gift-card__result">
        <dt>{t.format('checkout.giftCard.orderNo')}</dt>
        <dd>
          <Ltr>{giftCardOrderNumber(giftCard.id)}</Ltr>
        </dd>
        <dt>{t.format('checkout.giftCard.submitted')}</dt>
        <dd>{SUBMITTED_AT[t.language].format(new Date(giftCard.submitted_at))}</dd>
        <dt>{t.format('checkout.giftCard.resultAmount')}</dt>
        <dd>{t.rupees(giftCard.amount)}</dd>
        <dt>{t.format('checkout.giftCard.recipient')}</dt>
        <dd>{giftCard.recipient_name}</dd>
        <dt>{t.format('checkout.giftCard.recipientEmail')}</dt>
        <dd>
          <Ltr>{giftCard.recipient_email}</Ltr>
        </dd>
        <dt>{t.format('checkout.giftCard.recipientMobile')}</dt>
        <dd>
          <Ltr>{giftCard.recipient_mobile}</Ltr>
        </dd>
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
  const t = useMessages();
  const policyId = useId();
  const policyErrorId = useId();

  if (view === 'result' && giftCard) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t.format('checkout.giftCard.sentTitle')}
        size="sm"
        footer={<Button onClick={onClose}>{t.format('checkout.giftCard.done')}</Button>}
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
        title={t.format('checkout.giftCard.title')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t.format('checkout.giftCard.cancel')}
            </Button>
            <Button onClick={onTryAgain}>{t.format('checkout.giftCard.tryAgain')}</Button>
          </>
        }
      >
        <p role="alert">{t.format('checkout.giftCard.transactionFailed')}</p>
        <p>{t.format('checkout.giftCard.noneSent')}</p>
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
      title={t.format('checkout.giftCard.title')}
      description={t.format('checkout.giftCard.description')}
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
          label={t.format('checkout.giftCard.amount')}
          inputMode="numeric"
          dir="ltr"
          required
          hint={t.format('giftCard.amountHint', {
            min: rupees(GIFT_CARD_MIN_AMOUNT),
            max: rupees(GIFT_CARD_MAX_AMOUNT),
          })}
          {...fieldProps(form, 'amount')}
        />
        <fieldset className="bk-gift-card__group">
          <legend>{t.format('checkout.giftCard.recipient')}</legend>
          <TextField
            label={t.format('checkout.giftCard.recipientName')}
            autoComplete="off"
            required
            {...fieldProps(form, 'recipient_name')}
          />
          <div className="bk-form__row">
            <TextField
              label={t.format('checkout.giftCard.recipientEmail')}
              type="email"
              autoComplete="off"
              required
              {...fieldProps(form, 'recipient_email')}
            />
            <TextField
              label={t.format('checkout.giftCard.recipientMobile')}
              type="tel"
              inputMode="tel"
              placeholder={t.format('checkout.giftCard.mobilePlaceholder')}
              autoComplete="off"
              required
              {...fieldProps(form, 'recipient_mobile')}
            />
          </div>
        </fieldset>
        <fieldset className="bk-gift-card__group">
          <legend>{t.format('checkout.giftCard.yourDetails')}</legend>
          <TextField
            label={t.format('checkout.giftCard.yourName')}
            autoComplete="name"
            required
            {...fieldProps(form, 'name')}
          />
          <div className="bk-form__row">
            <TextField
              label={t.format('checkout.giftCard.yourEmail')}
              type="email"
              autoComplete="email"
              required
              {...fieldProps(form, 'email')}
            />
            <TextField
              label={t.format('checkout.giftCard.yourMobile')}
              type="tel"
              inputMode="tel"
              placeholder={t.format('checkout.giftCard.mobilePlaceholder')}
              autoComplete="tel"
              required
              {...fieldProps(form, 'mobile')}
            />
          </div>
        </fieldset>
        <fieldset className="bk-gift-card__group">
          <legend>{t.format('checkout.giftCard.bankCard')}</legend>
          <p className="bk-gift-card__sandbox">
            {t.format('checkout.giftCard.sandboxNote', { card: '4242 4242 4242 4242' })}
          </p>
          <TextField
            label={t.format('checkout.newCard.cardNumber')}
            inputMode="numeric"
            dir="ltr"
            autoComplete="cc-number"
            required
            {...cardProps('cardNumber')}
          />
          <div className="bk-form__row">
            <TextField
              label={t.format('checkout.newCard.expiry')}
              autoComplete="cc-exp"
              dir="ltr"
              required
              {...cardProps('cardExpiry')}
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              dir="ltr"
              autoComplete="cc-csc"
              required
              {...cardProps('cardCvc')}
            />
          </div>
        </fieldset>
        <p className="bk-gift-card__warning">{t.format('checkout.giftCard.valueWarning')}</p>
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
          <label htmlFor={policyId}>{t.format('checkout.giftCard.agreement')}</label>
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
        <Button type="submit" fullWidth busy={busy} busyLabel={t.format('checkout.giftCard.pleaseWait')}>
          {t.format('checkout.giftCard.buy')}
        </Button>
      </form>
    </Dialog>
  );
}
