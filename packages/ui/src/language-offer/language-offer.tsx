import { Button } from '../button';
import { useMessages } from '../i18n';

export interface LanguageOfferProps {
  /** The same page in Urdu. */
  href: string;
  /** The shopper follows the offer; called before the browser loads the Urdu page. */
  onAccept: () => void;
  /** The shopper says no thanks; the container remembers it and hides the offer. */
  onDecline: () => void;
}

/**
 * A small bar over the top of an English page offering it in Urdu, to a shopper whose browser
 * prefers Urdu: the offer in Urdu (for the reader it is meant for, marked `lang="ur"`) and "No
 * thanks" in the page's language. Drawn over the page rather than in its flow, so showing it,
 * after the page has loaded, moves nothing (language-switch.css).
 */
export function LanguageOffer({ href, onAccept, onDecline }: LanguageOfferProps) {
  const t = useMessages();
  return (
    <section className="bk-language-offer" aria-label={t.format('shell.languageOffer.label')}>
      <a href={href} hrefLang="ur" lang="ur" dir="rtl" className="bk-language-offer__link" onClick={onAccept}>
        {t.format('shell.languageOffer.offer')}
      </a>
      <Button variant="secondary" className="bk-language-offer__decline" onClick={onDecline}>
        {t.format('shell.languageOffer.decline')}
      </Button>
    </section>
  );
}
