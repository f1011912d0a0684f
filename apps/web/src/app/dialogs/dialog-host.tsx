import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { type DialogName, dialogClosed } from '../dialogs/dialogs-slice';
import { toastShown } from '../dialogs/toasts-slice';
import { useResetPasswordLink } from './use-reset-password-link';

/*
 * Each account dialog is its own chunk, loaded when it first opens: with Formik, the schemas and
 * the phone-number metadata they are tens of kilobytes that the home page never needs.
 */
const addressDialog = lazy(() => import('./address-dialog-container'));

const accountDialogs: Partial<Record<DialogName, LazyExoticComponent<ComponentType>>> = {
  login: lazy(() => import('./login-dialog-container')),
  register: lazy(() => import('./register-dialog-container')),
  'forgot-password': lazy(() => import('./forgot-password-dialog-container')),
  'reset-password': lazy(() => import('./reset-password-dialog-container')),
  profile: lazy(() => import('./profile-dialog-container')),
  'edit-profile': lazy(() => import('./edit-profile-dialog-container')),
  'new-address': addressDialog,
  'update-address': addressDialog,
  'change-password': lazy(() => import('./change-password-dialog-container')),
  'delete-account': lazy(() => import('./delete-account-dialog-container')),
};

interface BoundaryProps {
  onError: () => void;
  children: ReactNode;
}

/** A dialog whose chunk failed to load (offline, a deploy in between) must not take the page down. */
class DialogErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders the open account dialog, and opens the Reset Password dialog for pages opened from a
 * reset link. One dialog is open at a time; each mounts fresh, so its form starts empty.
 */
export function DialogHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.dialogs.open);
  const addressId = useAppSelector((state) => state.dialogs.addressId);
  useResetPasswordLink();

  const Dialog = open ? accountDialogs[open] : undefined;
  if (!open || !Dialog) return null;
  return (
    <DialogErrorBoundary
      key={open}
      onError={() => {
        dispatch(dialogClosed());
        dispatch(toastShown('error', 'Something went wrong, please try again.'));
      }}
    >
      <Suspense fallback={null}>
        <Dialog key={open === 'update-address' ? `${open}-${addressId}` : open} />
      </Suspense>
    </DialogErrorBoundary>
  );
}
