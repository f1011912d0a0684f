export {
  NOTIFY_ME_CLOSE_MS,
  NotifyMeDialog,
  type NotifyMeDialogProps,
  type NotifyMeStatus,
} from './notify-me-dialog';
