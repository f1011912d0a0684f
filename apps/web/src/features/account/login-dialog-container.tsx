import { useLoginMutation } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { LoginDialog } from '@bookshop/ui/account';
import { loginSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import { dialogClosed, dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sessionStarted } from '../../app/session/session-thunks';
import { paths } from '../../config/paths';
import { formProps, showServerError, validateIn } from './formik-form';

export default function LoginDialogContainer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const guestToken = useAppSelector((state) => state.session.guestToken);
  const [login] = useLoginMutation();
  const t = useMessages();

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validate: validateIn(loginSchema, t.language),
    onSubmit: async (values, helpers) => {
      const result = await login({ ...loginSchema.cast(values), guestToken });
      if (result.error) {
        // Spec section 8: the server's message under the e-mail, and the password typed again.
        // Not validating here keeps the empty password from showing its required message.
        await helpers.setFieldValue('password', '', false);
        showServerError(helpers, result.error, ['email'], 'email', t.format('account.error.somethingWrong'));
        return;
      }
      dispatch(sessionStarted(result.data));
      dispatch(dialogClosed());
      if (pathname === paths.loggedOut.pattern) navigate(paths.home.href());
    },
  });

  return (
    <LoginDialog
      open
      onClose={() => dispatch(dialogClosed())}
      onForgotPassword={() => dispatch(dialogOpened('forgot-password'))}
      onRegister={() => dispatch(dialogOpened('register'))}
      {...formProps(formik)}
    />
  );
}
