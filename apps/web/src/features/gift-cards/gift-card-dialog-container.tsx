import { readApiError, useAddMethodIntentMutation, useGetGiftCardReceiptQuery } from '@bookshop/api-client';
import {
  GIFT_CARD_API_PATHS,
  GIFT_CARD_PAYMENT_FIELD,
  GIFT_CARD_SECRET_FIELD,
  GIFT_CARD_SHOPPER_FIELD,
  type GiftCard,
  parseCardExpiry,
} from '@bookshop/domain';
import { formActionInLanguage, type Messages } from '@bookshop/i18n/core';
import {
  type GiftCardCardField,
  GiftCardDialog,
  type GiftCardField,
  type GiftCardPayment,
  useMessages,
} from '@bookshop/ui';
import { firstFieldErrors, giftCardSchema, validateForm } from '@bookshop/validation';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { ensureGuestToken } from '../../app/session/session-thunks';
import {
  CardEntryError,
  cardNumberProblem,
  confirmCardWithProvider,
} from '../../shared/payments/sandbox-card-entry';
import { readGiftCardReturn } from './gift-card-return';
import {
  clearGiftCardResponse,
  hasErrorTransaction,
  readGiftCardResponse,
  readGiftData,
  saveGiftData,
  setErrorTransaction,
  storeGiftCardResponse,
} from './gift-card-storage';

type Field = GiftCardField | GiftCardCardField;
type Values = Record<Field, string>;

const GIFT_FIELDS: readonly GiftCardField[] = [
  'amount',
  'recipient_name',
  'recipient_email',
  'recipient_mobile',
  'name',
  'email',
  'mobile',
];
const ALL_FIELDS: readonly Field[] = [...GIFT_FIELDS, 'cardNumber', 'cardExpiry', 'cardCvc'];
/** The form post's payment fields: a message on any of them is about the card, not a field. */
const PAYMENT_FIELDS: readonly string[] = [
  GIFT_CARD_PAYMENT_FIELD,
  GIFT_CARD_SECRET_FIELD,
  GIFT_CARD_SHOPPER_FIELD,
];
const NO_PAYMENT: GiftCardPayment = { intentId: '', clientSecret: '', shopperToken: '' };
/** The fields a refused form post can name: the e-gift fields and the agreement. */
const SERVER_FIELDS: readonly string[] = [...GIFT_FIELDS, 'policy_check'];
const everyFieldTouched = Object.fromEntries(ALL_FIELDS.map((f) => [f, true])) as Partial<
  Record<Field, boolean>
>;

/**
 * What the card fields can be told before anything is sent, in the page's language: the provider
 * judges the rest.
 */
function cardErrors(t: Messages, values: Values): Partial<Record<GiftCardCardField, string>> {
  const errors: Partial<Record<GiftCardCardField, string>> = {};
  if (!values.cardNumber.trim()) errors.cardNumber = t.format('checkout.newCard.numberRequired');
  else {
    const problem = cardNumberProblem(values.cardNumber);
    if (problem) errors.cardNumber = t.format(problem);
  }
  if (!parseCardExpiry(values.cardExpiry)) errors.cardExpiry = t.format('checkout.newCard.expiryFormat');
  if (!/^\d{3,4}$/.test(values.cardCvc.trim())) errors.cardCvc = t.format('checkout.newCard.cvcInvalid');
  return errors;
}

export interface GiftCardDialogContainerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Gift Card dialog wired to the shop (spec section 4). The form is validated with the shared
 * schema, its gift data stored, the bank card confirmed with the payment provider by the
 * card-entry library, and then the form is posted natively to `/update_e_gift_card`, which sends
 * the browser back here with the outcome: the result (read by its receipt and stored), the
 * failed-transaction marker, or field messages.
 */
export function GiftCardDialogContainer({ open, onClose }: GiftCardDialogContainerProps) {
  const t = useMessages();
  const [search, setSearch] = useSearchParams();
  const returned = useMemo(() => readGiftCardReturn(search), [search]);
  const [giftCard, setGiftCard] = useState<GiftCard | null>(readGiftCardResponse);
  const [failed, setFailed] = useState(hasErrorTransaction);
  const [values, setValues] = useState<Values>(() => {
    const { policy_check: _policy, ...gift } = readGiftData();
    return { ...gift, cardNumber: '', cardExpiry: '', cardCvc: '' };
  });
  const [policy, setPolicy] = useState(() => readGiftData().policy_check);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [payment, setPayment] = useState<GiftCardPayment>(NO_PAYMENT);
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [createIntent] = useAddMethodIntentMutation();
  const receipt = useGetGiftCardReceiptQuery(returned?.kind === 'receipt' ? returned.receipt : skipToken);

  // The form post's answer is read once, then taken out of the address (a reload must not repeat it).
  useEffect(() => {
    if (returned?.kind === 'failed') {
      setErrorTransaction(true);
      setFailed(true);
      setSearch({}, { replace: true });
    } else if (returned?.kind === 'errors') {
      // Field messages go under their fields; one about the card (its payment) above the button.
      const cardError = PAYMENT_FIELDS.map((field) => returned.errors[field]).find(Boolean);
      setServerErrors(
        Object.fromEntries(
          Object.entries(returned.errors).filter(([field]) => SERVER_FIELDS.includes(field)),
        ),
      );
      if (cardError) setFormError(cardError);
      setSubmitted(true);
      setTouched(everyFieldTouched);
      setSearch({}, { replace: true });
    }
  }, [returned, setSearch]);

  useEffect(() => {
    if (receipt.data) {
      storeGiftCardResponse(receipt.data);
      setGiftCard(receipt.data);
      setFailed(false);
      setSearch({}, { replace: true });
    } else if (receipt.error) {
      setFormError(readApiError(receipt.error, t.format('checkout.giftCard.purchaseFailed')).message);
      setSearch({}, { replace: true });
    }
  }, [receipt.data, receipt.error, setSearch, t]);

  // The schema's messages in the page's language, as the server words a refused post.
  const checked = validateForm(giftCardSchema, { ...values, policy_check: policy }, t.language);
  const errors: Partial<Record<string, string>> = {
    ...serverErrors,
    ...(checked.ok ? {} : firstFieldErrors(checked.errors)),
    ...cardErrors(t, values),
  };

  const submit = async () => {
    setSubmitted(true);
    setTouched(everyFieldTouched);
    if (Object.keys(errors).length > 0) return;
    const expiry = parseCardExpiry(values.cardExpiry);
    if (!expiry) return;
    setBusy(true);
    setFormError(undefined);
    saveGiftData({
      amount: values.amount,
      recipient_name: values.recipient_name,
      recipient_email: values.recipient_email,
      recipient_mobile: values.recipient_mobile,
      name: values.name,
      email: values.email,
      mobile: values.mobile,
      policy_check: policy,
    });
    try {
      const intent = await createIntent({
        paymentMethod: 'card',
        customer: { email: values.email.trim(), name: values.name.trim() },
      }).unwrap();
      await confirmCardWithProvider(
        intent,
        { number: values.cardNumber, cvc: values.cardCvc.trim(), ...expiry },
        { messages: t },
      );
      // The shop takes the intent only from the shopper who made it, with its secret; a form post
      // carries no Authorization header, so the token the intent was made with goes as a field.
      const shopperToken = await dispatch(ensureGuestToken());
      if (!shopperToken) throw new Error('no shopper token');
      // The hidden fields must hold the payment before the browser reads the form.
      flushSync(() =>
        setPayment({ intentId: intent.paymentIntentId, clientSecret: intent.clientSecret, shopperToken }),
      );
      formRef.current?.submit();
    } catch (caught) {
      setFormError(
        caught instanceof CardEntryError ? caught.message : t.format('checkout.giftCard.purchaseFailed'),
      );
      setBusy(false);
    }
  };

  const view = giftCard ? 'result' : failed ? 'failed' : 'form';
  const close = () => {
    if (view === 'result') {
      clearGiftCardResponse();
      window.location.reload();
      return;
    }
    if (view === 'failed') {
      setErrorTransaction(false);
      setFailed(false);
    }
    onClose();
  };

  return (
    <GiftCardDialog
      open={open}
      view={view}
      onClose={close}
      // A form post sends no language header: its address names the page's language.
      action={formActionInLanguage(t.language, GIFT_CARD_API_PATHS.purchase)}
      payment={payment}
      formRef={formRef}
      values={values}
      errors={errors}
      touched={touched}
      onFieldChange={(field, value) => {
        setValues((old) => ({ ...old, [field]: value }));
        setServerErrors(({ [field]: _changed, ...rest }) => rest);
      }}
      onFieldBlur={(field) => setTouched((old) => ({ ...old, [field]: true }))}
      policyChecked={policy}
      onPolicyChange={(value) => {
        setPolicy(value);
        setServerErrors(({ policy_check: _changed, ...rest }) => rest);
      }}
      policyError={submitted ? errors.policy_check : undefined}
      onSubmit={() => void submit()}
      busy={busy || receipt.isFetching}
      formError={formError}
      onTryAgain={() => {
        setErrorTransaction(false);
        setFailed(false);
      }}
      giftCard={giftCard}
    />
  );
}
