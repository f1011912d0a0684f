export { Toaster, type ToasterProps, type ToastKind, type ToastMessage } from './toaster';
