import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * The ICU arguments a message uses, each with its type and, for select and plural, its options:
 * `{field, select, min {…} other {…}}` gives `field:select(min|other)`, `{max}` gives `max:argument`.
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        found.add(`${element.value}:${TYPE[element.type]}(${Object.keys(element.options).sort().join('|')})`);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
      } else {
        found.add(`${element.value}:${TYPE[element.type]}`);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * What is wrong with a translation of the reference catalogue: a key without text (or with blank
 * text), a key the reference does not have, a message that is not valid ICU, arguments that differ
 * from the reference's (a translation that drops `{max}` or renames it shows the shopper the
 * wrong bound, or fails to format), and unbalanced left-to-right isolates.
 */
export function catalogueProblems(
  reference: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string | undefined>>,
): string[] {
  const problems: string[] = [];
  for (const [key, source] of Object.entries(reference)) {
    const text = translation[key];
    if (text === undefined || text.trim() === '') {
      problems.push(`${key}: no translation`);
      continue;
    }
    let theirs: string[];
    try {
      theirs = placeholders(text);
    } catch (error) {
      problems.push(`${key}: not valid ICU (${(error as Error).message})`);
      continue;
    }
    const ours = placeholders(source);
    if (ours.join(',') !== theirs.join(',')) {
      problems.push(
        `${key}: arguments ${theirs.join(', ') || 'none'}, expected ${ours.join(', ') || 'none'}`,
      );
    }
    const opened = text.split('\u2066').length - 1;
    const closed = text.split('\u2069').length - 1;
    if (opened !== closed) problems.push(`${key}: ${opened} isolates opened, ${closed} closed`);
  }
  for (const key of Object.keys(translation)) {
    if (!Object.hasOwn(reference, key)) problems.push(`${key}: not a key of the catalogue`);
  }
  return problems;
}
