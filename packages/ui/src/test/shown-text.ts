/**
 * What a shopper sees or hears of a rendered page, and the Latin-letter runs in it: the raw
 * material of the catalogue-coverage test (a component shown in Urdu must word itself from the
 * Urdu catalogue, so any English left in it is a string the catalogue does not supply).
 */

/** Attributes a screen reader reads out or a browser shows (a tooltip, a placeholder). */
const SPOKEN_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'] as const;

/** Elements whose text is not shown. */
const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/**
 * Letters drawn as part of a picture (the VISA wordmark of a card logo, an `<svg role="img">`):
 * the picture's name is its aria-label or <title>, which are read; the drawing is not words.
 */
function inDrawnPicture(node: Node): boolean {
  const parent = node.parentElement;
  return (
    parent !== null && parent.tagName.toLowerCase() !== 'title' && parent.closest('svg[role="img"]') !== null
  );
}

/** Every text node's text and every spoken attribute's value under `root`, in document order. */
export function shownStrings(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 0x1 | 0x4); // elements and text
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const text = node.textContent?.trim();
      if (text && !NOT_SHOWN.has(node.parentElement?.tagName ?? '') && !inDrawnPicture(node))
        found.push(text);
    } else if (node instanceof Element) {
      for (const name of SPOKEN_ATTRIBUTES) {
        const value = node.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
  }
  return found;
}

/** E-mail and web addresses are addresses, not words: they stay as written in every language. */
function withoutAddresses(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\b(?:https?:\/\/)?(?:[\w-]+\.)+(?:pk|com|org|net)\b[^\s]*/g, ' ');
}

/** Whether `run` occurs in `text` as whole words (not "Cash" inside "JazzCash"). */
export function containsRun(text: string, run: string): boolean {
  const escaped = run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`).test(text);
}

/**
 * The runs of Latin words in a text: "Place order" in "Place order ۔", "Rs." in "Rs. 1,500",
 * "ayesha" and "example.com" in "ayesha@example.com". Words joined by spaces are one run, so
 * "Place order" must be allowed as a whole, not word by word.
 */
export function latinRuns(text: string): string[] {
  return withoutAddresses(text).match(/[A-Za-z][A-Za-z'’.-]*(?:[ \t]+[A-Za-z][A-Za-z'’.-]*)*/g) ?? [];
}

/**
 * The literal text of an ICU message (formatjs syntax), without argument names, plural and
 * select keywords or rich-text tag names: `{count, plural, one {# book} other {# books}}` gives
 * " book", " books". What a message can show of itself, whatever values it is given.
 */
export function messageLiterals(message: string): string[] {
  const literals: string[] = [];
  let position = 0;

  function readUntil(stop: RegExp): string {
    const start = position;
    while (position < message.length && !stop.test(message.charAt(position))) position += 1;
    return message.slice(start, position).trim();
  }

  // Literal text up to the `}` that closes the current sub-message (or the end).
  function readMessage(): void {
    let text = '';
    while (position < message.length && message.charAt(position) !== '}') {
      if (message.charAt(position) === '{') {
        literals.push(text);
        text = '';
        position += 1;
        readArgument();
      } else {
        text += message.charAt(position);
        position += 1;
      }
    }
    literals.push(text);
  }

  // After a `{`: a name, maybe a type, and for plural and select their options' sub-messages.
  function readArgument(): void {
    readUntil(/[,}]/);
    if (message.charAt(position) === '}') {
      position += 1;
      return;
    }
    position += 1;
    const type = readUntil(/[,}]/);
    if (!['plural', 'selectordinal', 'select'].includes(type)) {
      // number, date, time with an optional style: nothing shown of itself.
      let depth = 1;
      while (position < message.length && depth > 0) {
        if (message.charAt(position) === '{') depth += 1;
        if (message.charAt(position) === '}') depth -= 1;
        position += 1;
      }
      return;
    }
    position += 1;
    while (position < message.length && message.charAt(position) !== '}') {
      readUntil(/[{}]/); // the option's selector: one, other, =0, offset:1
      if (message.charAt(position) !== '{') break;
      position += 1;
      readMessage();
      position += 1; // the option's closing brace
    }
    position += 1; // the argument's closing brace
  }

  readMessage();
  return literals
    .map((text) => text.replace(/<\/?[A-Za-z][\w-]*\s*\/?>/g, ' '))
    .filter((text) => text.trim());
}

/**
 * The literal text of a message already parsed (formatjs's AST, which a catalogue may hold in
 * place of the ICU source): literal elements, and those inside tags and plural or select options.
 */
export function parsedMessageLiterals(elements: readonly unknown[]): string[] {
  return elements.flatMap((element): string[] => {
    if (typeof element !== 'object' || element === null) return [];
    const { type, value, children, options } = element as {
      type?: unknown;
      value?: unknown;
      children?: unknown;
      options?: unknown;
    };
    if (type === 0 && typeof value === 'string') return [value];
    if (Array.isArray(children)) return parsedMessageLiterals(children);
    if (typeof options === 'object' && options !== null) {
      return Object.values(options).flatMap((option: { value?: unknown }) =>
        Array.isArray(option.value) ? parsedMessageLiterals(option.value) : [],
      );
    }
    return [];
  });
}

/**
 * A story's source without its play functions: they assert the component's English wording
 * (`getByRole('button', { name: 'Place order' })`), which must not count as the story's own data.
 */
export function withoutPlayFunctions(source: string): string {
  let result = source;
  let start = result.indexOf('play:');
  while (start !== -1) {
    const arrow = result.indexOf('=>', start);
    const body = arrow === -1 ? -1 : result.indexOf('{', arrow);
    if (body === -1) break;
    let depth = 0;
    let end = body;
    for (; end < result.length; end += 1) {
      if (result.charAt(end) === '{') depth += 1;
      if (result.charAt(end) === '}') depth -= 1;
      if (depth === 0) break;
    }
    result = result.slice(0, start) + result.slice(end + 1);
    start = result.indexOf('play:', start);
  }
  return result;
}

/**
 * Every string in a story's args or a fixture module (React elements, functions and cycles
 * included), one a line, for searching the text a story gives its component.
 */
export function searchableText(value: unknown): string {
  const seen = new WeakSet<object>();
  const strings: string[] = [];
  const visit = (item: unknown, key: string): void => {
    if (key === '_owner' || key === '_store') return;
    if (typeof item === 'string' || typeof item === 'number') strings.push(String(item));
    if (typeof item !== 'object' || item === null || seen.has(item)) return;
    seen.add(item);
    for (const [childKey, child] of Object.entries(item)) visit(child, childKey);
  };
  visit(value, '');
  return strings.join('\n');
}

/** A source file's text with its string escapes (`\n`, `\t`) read as the spaces they are. */
export function sourceText(source: string): string {
  return source.replace(/\\[nt]/g, ' ');
}
