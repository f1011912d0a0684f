import { useChangePasswordMutation } from '@bookshop/api-client';
import { ChangePasswordDialog } from '@bookshop/ui/account';
import { changePasswordSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useAppDispatch } from '../../app/hooks';
import { dialogOpened } from '../dialogs/dialogs-slice';
import { toastShown } from '../dialogs/toasts-slice';
import { PASSWORD_CHANGED } from './account-messages';
import { formProps, showServerError } from './formik-form';

const FIELDS = ['current_password', 'new_password', 'new_confirm_password'] as const;

export default function ChangePasswordDialogContainer() {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const backToProfile = () => dispatch(dialogOpened('profile'));

  const formik = useFormik({
    initialValues: { current_password: '', new_password: '', new_confirm_password: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      const result = await changePassword(values);
      if (result.error) {
        showServerError(helpers, result.error, FIELDS, 'current_password');
        return;
      }
      dispatch(toastShown('success', PASSWORD_CHANGED));
      backToProfile();
    },
  });

  return <ChangePasswordDialog open onClose={backToProfile} {...formProps(formik)} />;
}
