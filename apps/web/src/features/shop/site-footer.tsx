import { Footer } from '@bookshop/ui';

export function SiteFooter() {
  return <Footer />;
}
