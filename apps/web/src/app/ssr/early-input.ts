/**
 * What the server's early-input script (apps/server/src/web/early-input-script.ts, inline in
 * every rendered page) leaves on `window`: the buttons and choices clicked before the app
 * hydrated, in order, their clicks held back, and `stop`, which removes its listener.
 */
interface EarlyInputQueue {
  clicks: Element[];
  stop(): void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputQueue;
  }
}

/**
 * An element of the server's page and where it sat: hydration keeps the server's elements when
 * its render matches theirs, but where it does not, React renders afresh and the element is
 * gone; its place and its look then find the new one (or nothing, rather than the wrong one).
 */
interface Remembered {
  element: Element;
  /** Child indexes from the app's root down to the element. */
  path: number[];
  signature: string;
}

/** Text fields whose value a shopper types: the other kinds of input are clicked or hidden. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'image', 'reset']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Stops the early-input script and takes what the shopper did before hydration: the clicks it
 * held and the fields that no longer hold what the server sent (typed into, or filled by the
 * browser itself on a reload). Call it right before `hydrateRoot`: from then on React handles a
 * tap itself (it hydrates at once to do so), and until then nothing but the shopper changes the
 * page, so where each element sits now is where it sat when clicked.
 *
 * Returns what puts it all back once the page has hydrated (call it from an effect at the root,
 * whose effects run after every other's): the fields get their text again, through React so its
 * state has it too (hydration shows the server's value, empty, and the next render wipes the
 * shopper's), then the clicks are made again on the same elements, one task apart so each sees
 * what the last one changed. It does so once, however often it is called.
 */
export function takeEarlyInput(root: HTMLElement): () => Promise<void> {
  const queue = window.__earlyInput;
  queue?.stop();
  delete window.__earlyInput;
  const clicks = (queue?.clicks ?? [])
    .filter((element) => root.contains(element))
    .map((c) => remember(root, c));
  const typed = [...root.querySelectorAll<Field>('input,textarea,select')]
    .filter(changedByShopper)
    .map((field) => ({ ...remember(root, field), value: field.value }));
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    // After the render that follows hydration (the shopper's own session, what shows only once
    // hydrated): a handler then acts for the shopper, not for the anonymous page the server drew.
    await nextTask();
    for (const field of typed) {
      const element = find(root, field);
      if (isField(element)) putBack(element, textToKeep(element, field.value));
    }
    for (const click of clicks) {
      await nextTask();
      const element = find(root, click);
      if (element instanceof HTMLElement) element.click();
    }
  };
}

/**
 * The text a field gets back: what it shows now when that carries on from what was typed before
 * (the shopper typed on while the page hydrated), else what was typed before (hydration wiped it).
 */
function textToKeep(field: Field, typed: string): string {
  return !(field instanceof HTMLSelectElement) && field.value.startsWith(typed) ? field.value : typed;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function isField(element: Element | null): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function changedByShopper(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return false;
    const initial = [...field.options].findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(initial, 0);
  }
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

function remember(root: Element, element: Element): Remembered {
  const path: number[] = [];
  for (let at: Element = element; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return { element, path, signature: signature(element) };
}

/** What tells an element from another in the same place: kind, name and what it says. */
function signature(element: Element): string {
  const { tagName, id } = element;
  const type = element.getAttribute('type') ?? '';
  const name = element.getAttribute('name') ?? '';
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return [tagName, id, type, name, label.trim()].join('\u0000');
}

function find(root: Element, remembered: Remembered): Element | null {
  if (root.contains(remembered.element)) return remembered.element;
  let at: Element | undefined = root;
  for (const index of remembered.path) at = at?.children[index];
  return at && signature(at) === remembered.signature ? at : null;
}

/**
 * Sets a field's value as typing would, so its React `onChange` runs. React remembers on the
 * element the value it last knew and calls `onChange` only for an `input` event that brings a
 * different one; hydration recorded the text the field showed then, which may already be the
 * shopper's. So the element's own setter (the one React watches) first sets something else, then
 * the prototype's (which React does not see) sets the text. A select announces itself with
 * `change`, which React takes as it is.
 */
function putBack(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
