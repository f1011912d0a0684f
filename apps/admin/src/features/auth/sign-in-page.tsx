import { readApiError, useEnrolStaffTotpMutation, useStaffSignInMutation } from '@bookshop/api-client/admin';
import { STAFF_AUTH_MESSAGES, type StaffSession, type StaffTotpSetup } from '@bookshop/domain';
import { Button, TextField } from '@bookshop/ui';
import {
  STAFF_FORM_MESSAGES,
  staffSignInSchema,
  staffTotpEnrolSchema,
  validateForm,
} from '@bookshop/validation';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { staffSignedIn } from '../../app/session/staff-session-slice';
import { usePageTitle } from '../../shared/page-title';
import { firstMessages, useForm } from '../../shared/use-form';
import { safeNext } from './safe-next';

type Step = { name: 'password' } | { name: 'code' } | { name: 'totp'; setup: StaffTotpSetup };

/**
 * Staff sign-in in two steps: e-mail and password, then the authenticator app's code. On the
 * first sign-in there is no app yet: the server answers with a QR code to scan instead, and the
 * first code from the app finishes setting it up and signs in.
 */
export function SignInPage() {
  usePageTitle('Staff sign-in');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { token, ended } = useAppSelector((state) => state.staffSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const form = useForm({ email: params.get('email') ?? '', password: '', code: '' });
  const [signIn, signingIn] = useStaffSignInMutation();
  const [enrol, enrolling] = useEnrolStaffTotpMutation();

  if (token) return <Navigate to={next} replace />;

  const signedIn = (session: StaffSession) => {
    dispatch(staffSignedIn(session));
    navigate(next, { replace: true });
  };

  const toCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(staffSignInSchema, { ...form.values, code: '' });
    form.setFormError(null);
    if (!checked.ok) {
      form.setErrors(firstMessages(checked.errors));
      return;
    }
    form.setErrors({});
    setStep({ name: 'code' });
  };

  const send = async (withCode: boolean) => {
    const values = { ...form.values, code: withCode ? form.values.code : '' };
    if (withCode) {
      const checked = validateForm(staffSignInSchema, values);
      const problem =
        values.code.trim() === ''
          ? STAFF_FORM_MESSAGES.codeRequired
          : checked.ok
            ? null
            : firstMessages(checked.errors).code;
      if (problem) {
        form.setErrors({ code: problem });
        return;
      }
    }
    form.setErrors({});
    form.setFormError(null);
    try {
      const answer = await signIn({
        email: values.email,
        password: values.password,
        ...(values.code ? { code: values.code } : {}),
      }).unwrap();
      if (answer.step === 'signed_in') {
        signedIn(answer);
        return;
      }
      form.setValues((current) => ({ ...current, code: '' }));
      setStep({ name: 'totp', setup: answer });
    } catch (error) {
      form.setValues((current) => ({ ...current, code: '' }));
      const problem = readApiError(error);
      form.setFormError(problem.status === 401 ? STAFF_AUTH_MESSAGES.badCredentials : problem.message);
    }
  };

  const finishTotp = async (event: FormEvent, setup: StaffTotpSetup) => {
    event.preventDefault();
    const checked = validateForm(staffTotpEnrolSchema, {
      setup_token: setup.setup_token,
      code: form.values.code,
    });
    if (!checked.ok) {
      form.setErrors(firstMessages(checked.errors));
      return;
    }
    try {
      signedIn(await enrol(checked.value).unwrap());
    } catch (error) {
      const problem = readApiError(error);
      if (problem.fieldErrors.setup_token) {
        // The QR code's 10 minutes are over: start again from the password.
        setStep({ name: 'password' });
        form.setValues((current) => ({ ...current, password: '', code: '' }));
        form.setFormError(problem.fieldErrors.setup_token[0] ?? STAFF_AUTH_MESSAGES.totpSetupExpired);
        return;
      }
      form.showFailure(error);
    }
  };

  return (
    <section className="admin-narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Staff sign-in</h1>
      {ended && step.name === 'password' ? (
        <p className="admin-alert admin-alert--info" role="status">
          {STAFF_AUTH_MESSAGES.sessionEnded}
        </p>
      ) : null}
      {form.formError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {form.formError}
        </p>
      ) : null}

      {step.name === 'password' ? (
        <form className="admin-form" onSubmit={toCode} noValidate>
          <TextField label="E-mail" type="email" autoComplete="username" required {...form.field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Button type="submit">Continue</Button>
        </form>
      ) : null}

      {step.name === 'code' ? (
        <>
          <form
            className="admin-form"
            onSubmit={(event) => {
              event.preventDefault();
              void send(true);
            }}
            noValidate
          >
            <p>
              Signing in as <strong>{form.values.email}</strong>.{' '}
              <Button variant="link" onClick={() => setStep({ name: 'password' })}>
                Change
              </Button>
            </p>
            <TextField
              label="Authenticator code"
              hint="The 6 digits your authenticator app shows for the Bookshop back office."
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              autoFocus
              required
              {...form.field('code')}
            />
            <Button type="submit" busy={signingIn.isLoading} busyLabel="Signing in…">
              Sign in
            </Button>
          </form>
          <div className="admin-aside">
            <h2>First sign-in?</h2>
            <p>If you have not set up an authenticator app for the back office yet, set it up now.</p>
            <Button variant="secondary" disabled={signingIn.isLoading} onClick={() => void send(false)}>
              Set up my authenticator app
            </Button>
          </div>
        </>
      ) : null}

      {step.name === 'totp' ? (
        <form className="admin-form" onSubmit={(event) => void finishTotp(event, step.setup)} noValidate>
          <h2>Set up your authenticator app</h2>
          <ol className="admin-steps">
            <li>
              Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
              1Password or another) and scan this QR code:
              <img
                className="admin-qr"
                src={step.setup.qr_code}
                alt="QR code to scan with your authenticator app"
                width={200}
                height={200}
              />
              Cannot scan it? Type this set-up key into the app instead:{' '}
              <code className="admin-secret">{step.setup.secret}</code>
            </li>
            <li>Enter the 6-digit code the app now shows.</li>
          </ol>
          <TextField
            label="Authenticator code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            {...form.field('code')}
          />
          <Button type="submit" busy={enrolling.isLoading} busyLabel="Checking…">
            Finish set-up and sign in
          </Button>
        </form>
      ) : null}
    </section>
  );
}
