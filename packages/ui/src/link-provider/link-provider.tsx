import {
  type ComponentPropsWithoutRef,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';
import { cx } from '../utils/cx';

/** Props every injected link component must accept: an anchor's props with a required `href`. */
export type LinkComponentProps = ComponentPropsWithoutRef<'a'> & { href: string };

/** A component that renders an internal link, e.g. a thin wrapper around react-router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /**
   * Renders internal links. The web app passes a router-aware component so navigation stays
   * client-side; ui itself never imports a router.
   *
   * @example
   * const RouterLink: LinkComponent = ({ href, ...rest }) => <Link to={href} {...rest} />;
   */
  component: LinkComponent;
  children: ReactNode;
}

/** Supplies the link component used by every internal link below it. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component in effect: the injected one, or a plain `<a href>` outside any provider. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** An internal link rendered through the injected link component. */
export function AppLink(props: LinkComponentProps) {
  const LinkImpl = useLinkComponent();
  return <LinkImpl {...props} />;
}

export interface DisabledLinkProps {
  children: ReactNode;
  className?: string;
  /** Why the entry is unavailable, read by assistive technology after the label. */
  reason?: string;
}

/**
 * Looks like a link and goes nowhere. Used for entries the shop lists but does not offer yet
 * (Toys & Games, Send Gift Card, Leave Feedback). It is plain text to assistive technology, not a
 * link that fails when followed: no href, not focusable, and the reason is read after the label.
 */
export function DisabledLink({ children, className, reason }: DisabledLinkProps) {
  return (
    <span aria-disabled="true" className={cx('bk-link--disabled', className)}>
      {children}
      {reason ? <span className="bk-visually-hidden"> ({reason})</span> : null}
    </span>
  );
}
