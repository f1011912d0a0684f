import { useMessages } from '@bookshop/ui';
import { Component, type ReactNode, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { DialogRegistry } from './dialog-registry';
import { dialogClosed } from './dialogs-slice';
import { siteDialogs } from './site-dialogs';
import { toastShown } from './toasts-slice';

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
 * Renders the open dialog from the registry (every feature's dialogs by default). One dialog is
 * open at a time; each mounts fresh, so its form starts empty.
 */
export function DialogHost({ dialogs = siteDialogs }: { dialogs?: DialogRegistry }) {
  const t = useMessages();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.dialogs.open);
  const addressId = useAppSelector((state) => state.dialogs.addressId);

  const Dialog = open ? dialogs[open] : undefined;
  if (!open || !Dialog) return null;
  return (
    <DialogErrorBoundary
      key={open}
      onError={() => {
        dispatch(dialogClosed());
        dispatch(toastShown('error', t.format('shell.error.generic')));
      }}
    >
      <Suspense fallback={null}>
        <Dialog key={open === 'update-address' ? `${open}-${addressId}` : open} />
      </Suspense>
    </DialogErrorBoundary>
  );
}
