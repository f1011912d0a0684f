import { Ltr, useMessages } from '@bookshop/ui';
import { Fragment, type ReactNode } from 'react';
import { Page } from '../../shared/page';

const EMAIL = 'help@bookshop.pk';
const PHONE = '+92 42 111 000 111';

/**
 * A message with links where its `{email}` and `{phone}` stand: formatted with markers in their
 * place and split at them, as the words around them differ in order between languages.
 */
function withContactLinks(message: (values: { email: string; phone: string }) => string): ReactNode[] {
  const parts = message({ email: '\u0000email\u0000', phone: '\u0000phone\u0000' }).split('\u0000');
  return parts.map((part, index) => {
    const key = `${index}-${part}`;
    if (part === 'email') {
      return (
        <a key={key} href={`mailto:${EMAIL}`}>
          <Ltr>{EMAIL}</Ltr>
        </a>
      );
    }
    if (part === 'phone') {
      return (
        <a key={key} href="tel:+9242111000111">
          <Ltr>{PHONE}</Ltr>
        </a>
      );
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}

/** Shown on maintenance hosts, without header or footer (root layout). */
export function MaintenancePage() {
  const t = useMessages();
  return (
    <Page title={t.format('shell.maintenance.title')} description={t.format('shell.maintenance.description')}>
      <p>{t.format('shell.maintenance.text')}</p>
      <p>{withContactLinks((values) => t.format('shell.maintenance.contact', values))}</p>
    </Page>
  );
}
