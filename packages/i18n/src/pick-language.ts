import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.js';

/** What {@link pickLanguage} decides from. */
export interface LanguageRequest {
  /**
   * The language the shopper chose (the switch's cookie, a `/ur/` URL): it wins over the
   * browser's, because a shopper who chose has told us more than their browser's settings.
   */
  chosen?: string | null | undefined;
  /** The browser's `Accept-Language` header, as sent. */
  acceptLanguage?: string | null | undefined;
}

/** One range of an `Accept-Language` header: its primary language subtag and its weight. */
function ranges(header: string): { language: string; weight: number; order: number }[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, order };
    })
    .filter((range) => range.language !== '' && Number.isFinite(range.weight) && range.weight > 0);
}

/**
 * The language to answer in: the one the shopper chose when it is one of ours, else the first of
 * the browser's languages (by weight, then by order) that the shop speaks, else English. So
 * `ur-PK,ur;q=0.9,en;q=0.8` gets Urdu, `en-GB,ur;q=0.5` English, `pa-PK,ur;q=0.7` Urdu (Punjabi
 * readers of Urdu), `ur;q=0` English (q=0 means "not Urdu"), and no header or `*` English.
 */
export function pickLanguage(request: LanguageRequest = {}): Language {
  const chosen = request.chosen?.trim().toLowerCase();
  if (isLanguage(chosen)) return chosen;
  const wanted = ranges(request.acceptLanguage ?? '')
    .filter((range): range is typeof range & { language: Language } => isLanguage(range.language))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return wanted[0]?.language ?? DEFAULT_LANGUAGE;
}
