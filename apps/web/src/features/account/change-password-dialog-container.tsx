import { useChangePasswordMutation } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { ChangePasswordDialog } from '@bookshop/ui/account';
import { changePasswordSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch } from '../../app/hooks';
import { formProps, showServerError, validateIn } from './formik-form';

const FIELDS = ['current_password', 'new_password', 'new_confirm_password'] as const;

export default function ChangePasswordDialogContainer() {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const t = useMessages();
  const backToProfile = () => dispatch(dialogOpened('profile'));

  const formik = useFormik({
    initialValues: { current_password: '', new_password: '', new_confirm_password: '' },
    validate: validateIn(changePasswordSchema, t.language),
    onSubmit: async (values, helpers) => {
      const result = await changePassword(values);
      if (result.error) {
        showServerError(
          helpers,
          result.error,
          FIELDS,
          'current_password',
          t.format('account.error.somethingWrong'),
        );
        return;
      }
      dispatch(toastShown('success', t.format('account.toast.passwordChanged')));
      backToProfile();
    },
  });

  return <ChangePasswordDialog open onClose={backToProfile} {...formProps(formik)} />;
}
