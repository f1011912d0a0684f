import { useMessages } from '@bookshop/ui';
import { Link } from 'react-router';
import { Page } from '../../shared/page';

export function NotFoundPage() {
  const t = useMessages();
  return (
    <Page title={t.format('shell.notFound.title')}>
      <p>
        {t.format('shell.notFound.text')} <Link to="/">{t.format('shell.notFound.home')}</Link>.
      </p>
    </Page>
  );
}
