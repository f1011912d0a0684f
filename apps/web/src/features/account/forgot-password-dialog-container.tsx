import { useForgotPasswordMutation } from '@bookshop/api-client';
import { ForgotPasswordDialog } from '@bookshop/ui/account';
import { forgotPasswordSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router';
import { dialogClosed, dialogOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch } from '../../app/hooks';
import { formProps, showServerError } from './formik-form';

export default function ForgotPasswordDialogContainer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [forgotPassword] = useForgotPasswordMutation();

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, helpers) => {
      const result = await forgotPassword(forgotPasswordSchema.cast(values));
      if (result.error) {
        showServerError(helpers, result.error, ['email'], 'email');
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
