export { Dialog, type DialogProps, type DialogSize } from './dialog';
export { useScrollLock } from './use-scroll-lock';
