export {
  AppLink,
  DisabledLink,
  type DisabledLinkProps,
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from './link-provider';
