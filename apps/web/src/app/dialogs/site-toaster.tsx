import { Toaster } from '@bookshop/ui';
import { useAppDispatch, useAppSelector } from '../hooks';
import { toastDismissed } from './toasts-slice';

/** The page's toasts: any feature shows one with `toastShown(kind, message)`. */
export function SiteToaster() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector((state) => state.toasts.items);
  return <Toaster toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />;
}
