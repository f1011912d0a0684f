import { ResetPasswordLink } from '../features/account/reset-password-link';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate';
import { LanguageOfferHost } from '../features/shop/language-offer-host';
import { DialogHost } from './dialogs/dialog-host';
import { SiteToaster } from './dialogs/site-toaster';

/**
 * The parts of the layout that show nothing until something happens: the maintenance redirect,
 * the reset-password link's dialog, the open dialog, the toasts and the offer of Urdu (it depends
 * on the browser's languages, which the server does not know). A server-rendered page has
 * none of them open, so they load after hydration (root-layout.tsx) and stay out of the first
 * download; what they show is kept in the store meanwhile.
 */
export default function BackgroundHosts() {
  return (
    <>
      <MaintenanceGate />
      <ResetPasswordLink />
      <DialogHost />
      <SiteToaster />
      <LanguageOfferHost />
    </>
  );
}
