import { Footer } from '@bookshop/ui';
import { useLocation } from 'react-router';
import { rememberLanguage } from '../../app/i18n/page-language';

/** The footer, offering the page being shown in the other language (remembered when chosen). */
export function SiteFooter() {
  const { pathname, search } = useLocation();
  return <Footer languagePath={`${pathname}${search}`} onChooseLanguage={rememberLanguage} />;
}
