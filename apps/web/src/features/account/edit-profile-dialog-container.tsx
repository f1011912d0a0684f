import { useUpdateProfileMutation } from '@bookshop/api-client';
import { formatPhone, type User } from '@bookshop/domain';
import { EditProfileDialog } from '@bookshop/ui/account';
import { editProfileSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { userUpdated } from '../../app/session/session-slice';
import { PROFILE_UPDATED } from './account-messages';
import { formProps, showServerError } from './formik-form';

const FIELDS = ['first_name', 'last_name', 'phone'] as const;

function EditProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const backToProfile = () => dispatch(dialogOpened('profile'));

  const formik = useFormik({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: formatPhone(user.phone) ?? '',
    },
    validationSchema: editProfileSchema,
    onSubmit: async (values, helpers) => {
      const result = await updateProfile(editProfileSchema.cast(values));
      if (result.error) {
        showServerError(helpers, result.error, FIELDS, 'first_name');
        return;
      }
      dispatch(userUpdated(result.data));
      dispatch(toastShown('success', PROFILE_UPDATED));
      backToProfile();
    },
  });

  return <EditProfileDialog open onClose={backToProfile} {...formProps(formik)} />;
}

export default function EditProfileDialogContainer() {
  const user = useAppSelector((state) => state.session.user);
  return user ? <EditProfileForm user={user} /> : null;
}
