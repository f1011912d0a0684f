import { accountDialogs } from '../../features/account/account-dialogs';
import type { DialogRegistry } from './dialog-registry';

/**
 * Every feature's dialogs, joined here so features never import each other to open one: a
 * feature dispatches `dialogOpened(name)` and the host finds the component. A new feature adds
 * its own registry to this list (and its names to `DialogName`).
 */
export const siteDialogs: DialogRegistry = {
  ...accountDialogs,
};
