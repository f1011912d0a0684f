import { useId } from 'react';
import { Button } from '../button';
import { type FormProps, fieldProps, phoneFieldProps } from '../form-dialog/form-props';
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
        Find your order
      </h2>
      <p className="bk-order-lookup__or">
        Enter the order number from your confirmation e-mail and the e-mail address or phone number you
        ordered with. No login needed.
      </p>
      <TextField
        label="Order number"
        inputMode="numeric"
        autoComplete="off"
        required
        {...fieldProps(form, 'orderId')}
      />
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
      <p className="bk-order-lookup__or" aria-hidden="true">
        or
      </p>
      <PhoneField
        label="Phone"
        hint="The phone number of the delivery address, e.g. 0300 1234567"
        {...phoneFieldProps(form, 'phone')}
      />
      {error ? (
        <p id={errorId} role="alert" className="bk-form__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={form.busy} busyLabel="Looking up...">
        Find My Order
      </Button>
    </form>
  );
}
