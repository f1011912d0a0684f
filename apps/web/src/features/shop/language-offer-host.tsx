import { type Language, pathInLanguage, pickLanguage } from '@bookshop/i18n/core';
import { LanguageOffer, useMessages } from '@bookshop/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { rememberLanguage } from '../../app/i18n/page-language';
import { languageChosenAtLoad } from '../../app/language-chosen-at-load';

/** What decides whether to offer Urdu; the browser's by default, given in tests. */
export interface LanguageOfferHostProps {
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browserLanguages?: readonly string[];
  /** The language the shopper chose before, if any (the `lang` cookie as the page found it). */
  chosen?: Language | null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Offers an English page in Urdu to a shopper whose browser prefers Urdu and who has not chosen a
 * language: never after a choice (the switch, the offer, "No thanks"), never on Urdu pages.
 * Rendered only after hydration (background-hosts.tsx), as the browser's languages are not known
 * to the server.
 */
export function LanguageOfferHost({
  browserLanguages: given,
  chosen = languageChosenAtLoad(),
}: LanguageOfferHostProps) {
  const t = useMessages();
  const location = useLocation();
  const [wanted] = useState(
    () => pickLanguage({ acceptLanguage: (given ?? browserLanguages()).join(',') }) === 'ur',
  );
  const [declined, setDeclined] = useState(false);
  if (t.language !== 'en' || chosen !== null || !wanted || declined) return null;
  return (
    <LanguageOffer
      href={pathInLanguage('ur', `${location.pathname}${location.search}`)}
      onAccept={() => rememberLanguage('ur')}
      onDecline={() => {
        rememberLanguage('en');
        setDeclined(true);
      }}
    />
  );
}
