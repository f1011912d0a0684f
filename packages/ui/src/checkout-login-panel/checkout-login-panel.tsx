import { useId } from 'react';
import { Button } from '../button';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { TextField } from '../text-field';

export type CheckoutLoginField = 'email' | 'password';

export interface CheckoutLoginPanelProps extends FormProps<CheckoutLoginField> {
  /** Back to checking out as a guest, with nothing lost. */
  onBack: () => void;
  onForgotPassword: () => void;
}

/**
 * The checkout's own login (spec section 2: "Checkout-panel login is a panel of its own"): it
 * takes the place of the guest's Email section inside the checkout, so the shopper logs in
 * without leaving the order, and comes back to it as a customer. A failed login's message shows
 * under the e-mail field.
 */
export function CheckoutLoginPanel({ onBack, onForgotPassword, ...form }: CheckoutLoginPanelProps) {
  const t = useMessages();
  const titleId = useId();
  return (
    <form
      className="bk-checkout-login"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      <h3 id={titleId}>{t.format('checkout.login.title')}</h3>
      <p className="bk-checkout-login__intro">{t.format('checkout.login.intro')}</p>
      <TextField
        label={t.format('checkout.login.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldProps(form, 'email')}
      />
      <TextField
        label={t.format('checkout.login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'password')}
      />
      <div className="bk-checkout-login__actions">
        <Button type="submit" busy={form.busy} busyLabel={t.format('checkout.login.pleaseWait')}>
          {t.format('checkout.login.submit')}
        </Button>
        <Button variant="link" onClick={onForgotPassword}>
          {t.format('checkout.login.forgotPassword')}
        </Button>
        <Button variant="link" onClick={onBack}>
          {t.format('checkout.login.continueAsGuest')}
        </Button>
      </div>
    </form>
  );
}
