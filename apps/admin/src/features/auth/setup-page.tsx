import {
  readApiError,
  useGetStaffSetupQuery,
  useSetUpStaffPasswordMutation,
} from '@bookshop/api-client/admin';
import { STAFF_AUTH_MESSAGES, STAFF_ROLE_LABELS } from '@bookshop/domain';
import { AppLink, Button, TextField } from '@bookshop/ui';
import { STAFF_PASSWORD_MIN, staffSetupSchema, validateForm } from '@bookshop/validation';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../shared/page-title';
import { firstMessages, useForm } from '../../shared/use-form';

/**
 * The one-time set-up link's page (from `cli staff add`, an invitation or a reset): the new staff
 * member chooses a password; the first sign-in then sets up their authenticator app.
 */
export function SetupPage() {
  usePageTitle('Set your password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useGetStaffSetupQuery(token, { skip: token === '' });
  const [setUp, settingUp] = useSetUpStaffPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ password: '', password_confirmation: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(staffSetupSchema, { token, ...form.values });
    if (!checked.ok) {
      const errors = firstMessages(checked.errors);
      form.setErrors(errors);
      form.setFormError(errors.token ?? null);
      return;
    }
    form.setErrors({});
    form.setFormError(null);
    try {
      const answer = await setUp({
        token,
        password: checked.value.password,
        password_confirmation: form.values.password_confirmation,
      }).unwrap();
      setDone(answer.message);
    } catch (error) {
      const problem = readApiError(error);
      if (problem.fieldErrors.token) {
        form.setFormError(problem.fieldErrors.token[0] ?? STAFF_AUTH_MESSAGES.setupLinkInvalid);
        return;
      }
      form.showFailure(error);
    }
  };

  const linkInvalid = token === '' || (info.error && readApiError(info.error).status === 404);

  return (
    <section className="admin-narrow" aria-labelledby="setup-title">
      <h1 id="setup-title">Set your password</h1>
      {linkInvalid ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {STAFF_AUTH_MESSAGES.setupLinkInvalid}
        </p>
      ) : info.isLoading ? (
        <p className="admin-muted" role="status">
          Loading…
        </p>
      ) : info.error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {readApiError(info.error).message}
        </p>
      ) : done && info.data ? (
        <>
          <p className="admin-alert admin-alert--success" role="status">
            {done}
          </p>
          <p>
            <AppLink href={`${paths.signIn.href()}?email=${encodeURIComponent(info.data.email)}`}>
              Sign in
            </AppLink>
          </p>
        </>
      ) : info.data ? (
        <form className="admin-form" onSubmit={submit} noValidate>
          <p>
            Welcome, <strong>{info.data.email}</strong> ({STAFF_ROLE_LABELS[info.data.role]}). Choose a
            password of at least {STAFF_PASSWORD_MIN} characters; the link works once.
          </p>
          {form.formError ? (
            <p className="admin-alert admin-alert--error" role="alert">
              {form.formError}
            </p>
          ) : null}
          {/* Password managers file the new password under this account. */}
          <input type="hidden" autoComplete="username" value={info.data.email} readOnly />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
            required
            {...form.field('password')}
          />
          <TextField
            label="Confirm the password"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('password_confirmation')}
          />
          <Button type="submit" busy={settingUp.isLoading} busyLabel="Saving…">
            Set password
          </Button>
        </form>
      ) : null}
    </section>
  );
}
