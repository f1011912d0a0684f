import { useLocation } from 'react-router';
import { contentPages } from '../../config/paths';
import { Page } from '../../shared/page';
import { contentText } from './content';

/** One of the shop's information pages (help, contact, policies...), chosen by path. */
export function ContentPage() {
  const { pathname } = useLocation();
  const title = contentPages[pathname] ?? 'Page not found';
  const paragraphs = contentText[pathname] ?? ['There is no page at this address.'];
  return (
    <Page title={title} description={paragraphs[0]}>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Page>
  );
}
