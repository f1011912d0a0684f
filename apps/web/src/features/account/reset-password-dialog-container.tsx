import { useResetPasswordMutation } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { ResetPasswordDialog } from '@bookshop/ui/account';
import { resetPasswordSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import { dialogClosed, dialogOpened } from '../../app/dialogs/dialogs-slice';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formProps, showServerError, validateIn } from './formik-form';
import { RESET_PASSWORD_PARAM } from './use-reset-password-link';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export default function ResetPasswordDialogContainer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const tempToken = useAppSelector((state) => state.dialogs.resetPasswordToken) ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const t = useMessages();

  const formik = useFormik({
    initialValues: { email: '', password: '', password_confirmation: '' },
    validate: validateIn(resetPasswordSchema, t.language),
    onSubmit: async (values, helpers) => {
      const result = await resetPassword({
        ...resetPasswordSchema.cast(values),
        password_confirmation: values.password_confirmation,
        tempToken,
      });
      if (result.error) {
        showServerError(helpers, result.error, FIELDS, 'email', t.format('account.error.somethingWrong'));
        return;
      }
      dispatch(toastShown('success', result.data.message));
      // The link works once: take it out of the address so a reload does not offer it again.
      const search = new URLSearchParams(location.search);
      search.delete(RESET_PASSWORD_PARAM);
      navigate({ pathname: location.pathname, search: search.toString() }, { replace: true });
      dispatch(dialogOpened('login'));
    },
  });

  return <ResetPasswordDialog open onClose={() => dispatch(dialogClosed())} {...formProps(formik)} />;
}
