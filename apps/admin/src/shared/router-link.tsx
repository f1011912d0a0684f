import type { LinkComponentProps } from '@bookshop/ui';
import { Link } from 'react-router';

/** Lets packages/ui render client-side links (under the /admin basename) without knowing the router. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  if (/^(https?:|mailto:|tel:|#)/.test(href)) return <a href={href} {...rest} />;
  return <Link to={href} {...rest} />;
}
