import { useForgotPasswordMutation } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { ForgotPasswordDialog } from '@bookshop/ui/account';
import { forgotPasswordSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router';
import { dialogClosed, dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch } from '../../app/hooks';
import { formProps, showServerError, validateIn } from './formik-form';

export default function ForgotPasswordDialogContainer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [forgotPassword] = useForgotPasswordMutation();
  const t = useMessages();

  const formik = useFormik({
    initialValues: { email: '' },
    validate: validateIn(forgotPasswordSchema, t.language),
    onSubmit: async (values, helpers) => {
      const result = await forgotPassword(forgotPasswordSchema.cast(values));
      if (result.error) {
        showServerError(helpers, result.error, ['email'], 'email', t.format('account.error.somethingWrong'));
        return;
      }
      dispatch(dialogClosed());
      // Spec section 4: a successful answer carries redirectUrl and the shopper goes there. The
      // page there says the link is on its way (a toast covered the header's Login/Register,
      // and the page was headed "You are logged out").
      navigate(result.data.redirectUrl, { state: { resetLinkSent: result.data.message } });
    },
  });

  return (
    <ForgotPasswordDialog
      open
      onClose={() => dispatch(dialogClosed())}
      onLogin={() => dispatch(dialogOpened('login'))}
      {...formProps(formik)}
    />
  );
}
