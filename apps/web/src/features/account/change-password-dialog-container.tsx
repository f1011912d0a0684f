import { useChangePasswordMutation } from '@bookshop/api-client';
import { ChangePasswordDialog } from '@bookshop/ui/account';
import { changePasswordSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch } from '../../app/hooks';
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
