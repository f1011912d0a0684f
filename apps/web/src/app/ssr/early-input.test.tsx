import { act, type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyInput } from './early-input';

/*
 * The browser's half of keeping what a shopper does before hydration: a server-rendered page
 * (renderToString), clicks held as the server's inline script holds them, then the real
 * hydrateRoot with the replay called from an effect at the root, as main.tsx does.
 */

let root: Root | null = null;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  delete window.__earlyInput;
});

/** The page as the server sends it, with `clicked` held by the early-input script. */
function serverPage(page: ReactNode): { stop: ReturnType<typeof vi.fn> } {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const stop = vi.fn();
  window.__earlyInput = { clicks: [], stop };
  return { stop };
}

function heldClick(element: Element) {
  window.__earlyInput?.clicks.push(element);
}

/** Calls `then` from an effect at the root, as main.tsx does: after every other effect. */
function AfterMount({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(() => then(), [then]);
  return children;
}

/** Hydrates `page` and waits until the replay that runs once hydrated is over. */
async function hydrate(page: ReactNode, replay: () => Promise<void>) {
  let replayed: Promise<void> = Promise.resolve();
  const then = () => {
    replayed = replay();
  };
  await act(async () => {
    // A page that differs from the server's is rendered afresh: that is what some tests are after.
    root = hydrateRoot(container, <AfterMount then={then}>{page}</AfterMount>, {
      onRecoverableError: () => {},
    });
  });
  await act(async () => {
    await replayed;
  });
}

function BookPage({
  onAdd,
  addLabel = 'Add to Cart',
  stock = 3,
}: {
  onAdd: (what: string) => void;
  addLabel?: string;
  stock?: number;
}) {
  const [keyword, setKeyword] = useState('');
  const [payment, setPayment] = useState('card');
  return (
    <main>
      <input aria-label="Search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <p>Searching for “{keyword}”</p>
      <p>{stock} in stock</p>
      <label>
        <input
          type="radio"
          name="payment"
          value="cash"
          checked={payment === 'cash'}
          onChange={() => setPayment('cash')}
        />
        Cash
      </label>
      <button type="button" onClick={() => onAdd(`book with ${payment}`)}>
        {addLabel}
      </button>
      <button type="button" onClick={() => onAdd('wish list')}>
        Add to Wish List
      </button>
    </main>
  );
}

const byText = (text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

describe('takeEarlyInput', () => {
  it("stops the early-input script's listener and takes its queue off the window", () => {
    const { stop } = serverPage(<BookPage onAdd={() => {}} />);
    takeEarlyInput(container);
    expect(stop).toHaveBeenCalledOnce();
    expect(window.__earlyInput).toBeUndefined();
  });

  it('does nothing on a page without the script (a page rendered in the browser)', async () => {
    const onAdd = vi.fn();
    serverPage(<BookPage onAdd={onAdd} />);
    delete window.__earlyInput;
    await hydrate(<BookPage onAdd={onAdd} />, takeEarlyInput(container));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('clicks again, once hydrated and in order, on the elements the shopper clicked before', async () => {
    const onAdd = vi.fn();
    serverPage(<BookPage onAdd={onAdd} />);
    const radio = container.querySelector('input[type=radio]') as HTMLInputElement;
    const add = byText('Add to Cart');
    heldClick(radio);
    heldClick(add);
    const replay = takeEarlyInput(container);
    await hydrate(<BookPage onAdd={onAdd} />, replay);
    // Hydration kept the server's elements: the clicks reached React's handlers on them.
    expect(add.isConnected).toBe(true);
    expect(radio.checked).toBe(true);
    expect(onAdd.mock.calls).toEqual([['book with cash']]);
  });

  it('puts typed text back into the field and into React state, which hydration would wipe', async () => {
    serverPage(<BookPage onAdd={() => {}} />);
    const search = container.querySelector('input[aria-label=Search]') as HTMLInputElement;
    search.value = 'tolkien';
    const replay = takeEarlyInput(container);
    await hydrate(<BookPage onAdd={() => {}} />, replay);
    expect(search.value).toBe('tolkien');
    expect(container.querySelector('p')?.textContent).toBe('Searching for “tolkien”');
  });

  it('keeps what was typed on while the page hydrated, after the text it put back', async () => {
    serverPage(<BookPage onAdd={() => {}} />);
    const search = container.querySelector('input[aria-label=Search]') as HTMLInputElement;
    search.value = 'tol';
    const replay = takeEarlyInput(container);
    // The shopper types on between the snapshot and the replay.
    search.value = 'tolkien';
    await hydrate(<BookPage onAdd={() => {}} />, replay);
    expect(search.value).toBe('tolkien');
    expect(container.querySelector('p')?.textContent).toBe('Searching for “tolkien”');
  });

  it('finds a clicked element again by its place when hydration renders it afresh', async () => {
    const onAdd = vi.fn();
    serverPage(<BookPage onAdd={onAdd} />);
    const add = byText('Add to Cart');
    heldClick(add);
    const replay = takeEarlyInput(container);
    // The stock changed between the server's render and the browser's: React renders it all afresh.
    await hydrate(<BookPage onAdd={onAdd} stock={2} />, replay);
    expect(add.isConnected).toBe(false);
    expect(onAdd.mock.calls).toEqual([['book with card']]);
  });

  it('clicks nothing when another element stands in the clicked one’s place', async () => {
    const onAdd = vi.fn();
    serverPage(<BookPage onAdd={onAdd} />);
    heldClick(byText('Add to Cart'));
    const replay = takeEarlyInput(container);
    await hydrate(<BookPage onAdd={onAdd} addLabel="Pre-order" />, replay);
    expect(byText('Pre-order')).toBeDefined();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('replays once however often it is called (an effect runs twice in StrictMode)', async () => {
    const onAdd = vi.fn();
    serverPage(<BookPage onAdd={onAdd} />);
    heldClick(byText('Add to Wish List'));
    const replay = takeEarlyInput(container);
    await hydrate(<BookPage onAdd={onAdd} />, replay);
    await act(() => replay());
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
