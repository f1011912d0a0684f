import { useId } from 'react';
import { Button } from '../button';
import { type FormProps, fieldProps } from '../form-dialog/form-props';
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
      <h3 id={titleId}>Login to check out</h3>
      <p className="bk-checkout-login__intro">Your saved addresses and cards are ready once you log in.</p>
      <TextField label="Email" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...fieldProps(form, 'password')}
      />
      <div className="bk-checkout-login__actions">
        <Button type="submit" busy={form.busy} busyLabel="Please wait…">
          Login
        </Button>
        <Button variant="link" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
        <Button variant="link" onClick={onBack}>
          Continue as guest
        </Button>
      </div>
    </form>
  );
}
