import { readApiError, useLoginMutation } from '@bookshop/api-client';
import { CheckoutLoginPanel, useMessages } from '@bookshop/ui';
import { firstFieldErrors, loginSchema, validateForm } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useState } from 'react';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sessionStarted } from '../../app/session/session-thunks';

type LoginValues = { email: string; password: string };

/**
 * The checkout's own login panel (spec section 2), in place of the guest's Email section: the
 * shopper logs in without leaving checkout, the guest cart is merged into the account's, and the
 * checkout carries on as the customer (read-only e-mail, saved addresses and cards). A failed
 * login shows the server's message under the e-mail and clears the password (spec section 8).
 */
export function CheckoutLogin({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useMessages();
  const dispatch = useAppDispatch();
  const guestToken = useAppSelector((state) => state.session.guestToken);
  const [login] = useLoginMutation();
  // The server's answer, kept apart from the schema's errors so a re-validation keeps it.
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<LoginValues>({
    initialValues: { email, password: '' },
    // The schema's messages in the page's language (its own validate words English only).
    validate: (values) => {
      const checked = validateForm(loginSchema, values, t.language);
      return checked.ok ? {} : firstFieldErrors(checked.errors);
    },
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const result = await login({ ...loginSchema.cast(values), guestToken });
      if (result.error) {
        await helpers.setFieldValue('password', '', false);
        setServerError(readApiError(result.error).message);
        return;
      }
      dispatch(sessionStarted(result.data));
    },
  });

  return (
    <CheckoutLoginPanel
      values={formik.values}
      errors={{ ...formik.errors, ...(serverError ? { email: serverError } : {}) }}
      touched={{
        email: Boolean(formik.touched.email) || formik.submitCount > 0 || serverError !== null,
        password: Boolean(formik.touched.password) || formik.submitCount > 0,
      }}
      busy={formik.isSubmitting}
      onFieldChange={(field, value) => {
        if (field === 'email') setServerError(null);
        void formik.setFieldValue(field, value);
      }}
      onFieldBlur={(field) => void formik.setFieldTouched(field, true)}
      onSubmit={() => void formik.submitForm()}
      onBack={onBack}
      onForgotPassword={() => dispatch(dialogOpened('forgot-password'))}
    />
  );
}
