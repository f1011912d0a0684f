import { useRegisterMutation } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { RegisterDialog } from '@bookshop/ui/account';
import { registerSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import { dialogClosed, dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sessionStarted } from '../../app/session/session-thunks';
import { paths } from '../../config/paths';
import { formProps, showServerError, validateIn } from './formik-form';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

export default function RegisterDialogContainer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const guestToken = useAppSelector((state) => state.session.guestToken);
  const [register] = useRegisterMutation();
  const t = useMessages();

  const formik = useFormik({
    initialValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
    validate: validateIn(registerSchema, t.language),
    onSubmit: async (values, helpers) => {
      const result = await register({
        ...registerSchema.cast(values),
        password_confirmation: values.password_confirmation,
        guestToken,
      });
      if (result.error) {
        showServerError(
          helpers,
          result.error,
          FIELDS,
          'first_name',
          t.format('account.error.somethingWrong'),
        );
        return;
      }
      dispatch(sessionStarted(result.data));
      dispatch(dialogClosed());
      if (pathname === paths.loggedOut.pattern) navigate(paths.home.href());
    },
  });

  return (
    <RegisterDialog
      open
      onClose={() => dispatch(dialogClosed())}
      onLogin={() => dispatch(dialogOpened('login'))}
      {...formProps(formik)}
    />
  );
}
