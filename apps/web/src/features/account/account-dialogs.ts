import { lazy } from 'react';
import type { DialogRegistry } from '../../app/dialogs/dialog-registry';

/*
 * Each account dialog is its own chunk, loaded when it first opens: with Formik, the schemas and
 * the phone-number metadata they are tens of kilobytes that the home page never needs.
 */
const addressDialog = lazy(() => import('./address-dialog-container'));

/** The account feature's dialogs, registered with the app's dialog host. */
export const accountDialogs: DialogRegistry = {
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
