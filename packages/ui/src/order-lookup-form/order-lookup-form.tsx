import { useId } from 'react';
import { Button } from '../button';
import { type FormProps, fieldProps, phoneFieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { PhoneField } from '../phone-field';
import { TextField } from '../text-field';

/** The lookup form's fields: the order number and the e-mail or the phone it was placed with. */
export type OrderLookupField = 'orderId' | 'email' | 'phone';

export interface OrderLookupFormProps extends FormProps<OrderLookupField> {
  /**
   * Why the last lookup found nothing, or failed: one message for a missing order and a wrong
   * e-mail or phone alike, so the form never tells whether an order exists.
   */
  error?: string | null;
}

/**
 * Finds an order without logging in (`/tracking-order`): its number and the e-mail address or
 * the phone number it was placed with. Use it on the tracking page; the order found is shown
 * with OrderDetail under it.
 */
export function OrderLookupForm({ error, ...form }: OrderLookupFormProps) {
  const t = useMessages();
  const headingId = useId();
  const errorId = useId();
  return (
    <form
      className="bk-order-lookup"
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      <h2 id={headingId} className="bk-order__section-title">
        {t.format('orders.lookup.title')}
      </h2>
      <p className="bk-order-lookup__or">{t.format('orders.lookup.intro')}</p>
      <TextField
        label={t.format('orders.lookup.orderNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
        {...fieldProps(form, 'orderId')}
      />
      <TextField
        label={t.format('orders.lookup.email')}
        type="email"
        autoComplete="email"
        {...fieldProps(form, 'email')}
      />
      <p className="bk-order-lookup__or" aria-hidden="true">
        {t.format('orders.lookup.or')}
      </p>
      <PhoneField
        label={t.format('orders.lookup.phone')}
        hint={t.format('orders.lookup.phoneHint')}
        {...phoneFieldProps(form, 'phone')}
      />
      {error ? (
        <p id={errorId} role="alert" className="bk-form__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={form.busy} busyLabel={t.format('orders.lookup.lookingUp')}>
        {t.format('orders.lookup.submit')}
      </Button>
    </form>
  );
}
