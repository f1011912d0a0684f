export { FormDialog, type FormDialogProps } from './form-dialog';
export { type FormFieldsProps, type FormProps, fieldProps, shownError } from './form-props';
