import { ConfirmDialog } from '../confirm-dialog';
import { useMessages } from '../i18n';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy?: boolean;
  /** Why the last attempt failed. */
  error?: string | null;
}

/**
 * Asks before deleting the account for good.
 * Use it from the profile's Delete Account action; never delete without it.
 */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  const t = useMessages();
  return (
    <ConfirmDialog
      {...props}
      title={t.format('account.deleteAccount.title')}
      confirmLabel={t.format('account.deleteAccount.confirm')}
      busyLabel={t.format('account.deleteAccount.busy')}
      danger
    >
      <p>{t.format('account.deleteAccount.question')}</p>
      <p>{t.format('account.deleteAccount.consequences')}</p>
    </ConfirmDialog>
  );
}
