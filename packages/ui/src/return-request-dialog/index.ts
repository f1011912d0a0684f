export {
  type ReturnableLine,
  ReturnRequestDialog,
  type ReturnRequestDialogProps,
} from './return-request-dialog';
