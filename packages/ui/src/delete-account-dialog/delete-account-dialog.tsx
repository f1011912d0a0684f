import { useRef } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';

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
export function DeleteAccountDialog({
  open,
  onClose,
  onConfirm,
  busy = false,
  error,
}: DeleteAccountDialogProps) {
  // Focus starts on Cancel, so Enter pressed by habit does not delete an account.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete Account"
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button className="bk-button--danger" busy={busy} busyLabel="Deleting..." onClick={onConfirm}>
            Delete Account
          </Button>
        </>
      }
    >
      <p>Are you sure you want to delete your account?</p>
      <p>
        Your profile, saved addresses, saved cards and wish list will be removed, and you will be logged out.
        This cannot be undone.
      </p>
      {error ? (
        <p role="alert" className="bk-form__error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
