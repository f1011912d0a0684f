export { CancelDemandDialog, type CancelDemandDialogProps } from './cancel-demand-dialog';
