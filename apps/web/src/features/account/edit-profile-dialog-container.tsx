import { useUpdateProfileMutation } from '@bookshop/api-client';
import { formatPhone, type User } from '@bookshop/domain';
import { useMessages } from '@bookshop/ui';
import { EditProfileDialog } from '@bookshop/ui/account';
import { editProfileSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { userUpdated } from '../../app/session/session-slice';
import { formProps, showServerError, validateIn } from './formik-form';

const FIELDS = ['first_name', 'last_name', 'phone'] as const;

function EditProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const t = useMessages();
  const backToProfile = () => dispatch(dialogOpened('profile'));

  const formik = useFormik({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: formatPhone(user.phone) ?? '',
    },
    validate: validateIn(editProfileSchema, t.language),
    onSubmit: async (values, helpers) => {
      const result = await updateProfile(editProfileSchema.cast(values));
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
      dispatch(userUpdated(result.data));
      dispatch(toastShown('success', t.format('account.toast.profileUpdated')));
      backToProfile();
    },
  });

  return <EditProfileDialog open onClose={backToProfile} {...formProps(formik)} />;
}

export default function EditProfileDialogContainer() {
  const user = useAppSelector((state) => state.session.user);
  return user ? <EditProfileForm user={user} /> : null;
}
