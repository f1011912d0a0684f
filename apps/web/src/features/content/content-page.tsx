import { useMessages } from '@bookshop/ui';
import { useLocation } from 'react-router';
import { Page } from '../../shared/page';
import { contentText, contentTitles } from './content';

/** One of the shop's information pages (help, contact, policies...), chosen by path, in the page's language. */
export function ContentPage() {
  const t = useMessages();
  const { pathname } = useLocation();
  const titleKey = contentTitles[pathname];
  const title = titleKey ? t.format(titleKey) : t.format('shell.notFound.title');
  const paragraphs = (contentText[pathname] ?? []).map((key) => t.format(key));
  if (paragraphs.length === 0) paragraphs.push(t.format('shell.notFound.text'));
  return (
    <Page title={title} description={paragraphs[0]}>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Page>
  );
}
