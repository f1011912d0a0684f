import { ConfirmDialog } from '../confirm-dialog';

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
  return (
    <ConfirmDialog
      {...props}
      title="Delete Account"
      confirmLabel="Delete Account"
      busyLabel="Deleting..."
      danger
    >
      <p>Are you sure you want to delete your account?</p>
      <p>
        Your profile, saved addresses, saved cards and wish list will be removed, and you will be logged out.
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
