export { HEADER_PATHS, Header, type HeaderProps, type HeaderUser } from './header';
export { useStickyAfter } from './use-sticky-after';
