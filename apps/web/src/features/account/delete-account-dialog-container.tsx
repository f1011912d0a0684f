import { readApiError, useDeleteAccountMutation } from '@bookshop/api-client';
import { useMessages } from '@bookshop/ui';
import { DeleteAccountDialog } from '@bookshop/ui/account';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dialogClosed, dialogOpened } from '../../app/dialogs/dialogs-slice';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch } from '../../app/hooks';
import { sessionCleared } from '../../app/session/session-thunks';
import { paths } from '../../config/paths';

export default function DeleteAccountDialogContainer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [error, setError] = useState<string | null>(null);
  const t = useMessages();

  const onConfirm = async () => {
    setError(null);
    const result = await deleteAccount();
    if (result.error) {
      setError(readApiError(result.error, t.format('account.error.somethingWrong')).message);
      return;
    }
    // Spec section 4: user and token cleared, a success message, and back to the home page.
    dispatch(sessionCleared());
    dispatch(dialogClosed());
    dispatch(toastShown('success', t.format('account.toast.accountDeleted')));
    navigate(paths.home.href());
  };

  return (
    <DeleteAccountDialog
      open
      busy={isLoading}
      error={error}
      onClose={() => dispatch(dialogOpened('profile'))}
      onConfirm={() => void onConfirm()}
    />
  );
}
