/// <reference types="vite/client" />
import { CATALOGUES, createMessages, formatRupees, LOCALES } from '@bookshop/i18n';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import {
  containsRun,
  latinRuns,
  messageLiterals,
  parsedMessageLiterals,
  searchableText,
  shownStrings,
  sourceText,
  withoutPlayFunctions,
} from './shown-text';

/**
 * The catalogue-coverage test (issue 29): every story of the storefront's components, rendered in
 * Urdu (the Storybook toolbar's `locale: ur`, right to left), shows no Latin letters but the
 * story's own data (book titles, names, e-mail addresses in its args, its fixtures or its source)
 * and what the Urdu catalogue itself writes in Latin letters (JazzCash, Visa, `Rs.`). Any other
 * English is a string the component does not take from the catalogue. Text, aria-label, title,
 * alt and placeholder are all read.
 */

/**
 * Components that still show Latin text the catalogue does not supply (issue 29, being translated):
 * this list only shrinks, and an empty one is the goal. Every other storefront component, and any
 * added later, is checked. `CATALOGUE_COVERAGE=all` checks these too, to see what they still show.
 */
const STILL_IN_ENGLISH: readonly string[] = process.env.CATALOGUE_COVERAGE === 'all' ? [] : [];

/** The back office stays English. */
const BACK_OFFICE_FILES = /\/(admin-shell|data-table|stat-card|stock-editor|image-upload-field)\//;
const BACK_OFFICE_TITLES = /^(Admin|Back office)\b/;

/** A stories file as composeStories takes it: its meta (default export) and its stories. */
type StoryModule = Parameters<typeof composeStories>[0];

const storyModules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });
const storySources = import.meta.glob<string>('../**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const fixtureSources = import.meta.glob<string>('../fixtures/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const fixtureModules = import.meta.glob<Record<string, unknown>>('../fixtures/**/*.ts', { eager: true });

/** "AM" and "PM" as Urdu writes them in a time of day (CLDR's Urdu keeps the Latin abbreviations). */
function urduDayPeriods(): string[] {
  const format = new Intl.DateTimeFormat(LOCALES.ur, { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  return [1, 13].map(
    (hour) =>
      format.formatToParts(Date.UTC(2026, 0, 1, hour)).find(({ type }) => type === 'dayPeriod')?.value ?? '',
  );
}

/**
 * Latin runs Urdu itself writes: the catalogue's (JazzCash, Visa), the `Rs.` of an amount and
 * the day periods of a time. A shown run must be one of them whole: "Cash" is not "JazzCash".
 */
const URDU_LATIN = new Set([
  ...Object.values(CATALOGUES.ur)
    .flatMap((message) =>
      typeof message === 'string' ? messageLiterals(message) : parsedMessageLiterals(message),
    )
    .flatMap(latinRuns),
  ...latinRuns(formatRupees('ur', 0)),
  ...urduDayPeriods(),
]);

/** Every story's data shared by all stories: the fixtures, as data and as written. */
const FIXTURE_TEXT = [...Object.values(fixtureSources).map(sourceText), searchableText(fixtureModules)].join(
  '\n',
);

interface CheckedStory {
  component: string;
  name: string;
  Story: ComponentType;
  ownText: string;
}

function storefrontStories(): CheckedStory[] {
  return Object.entries(storyModules).flatMap(([file, module]) => {
    const title = module.default.title ?? file;
    if (BACK_OFFICE_FILES.test(file) || BACK_OFFICE_TITLES.test(title)) return [];
    const source = sourceText(withoutPlayFunctions(storySources[file] ?? ''));
    const composed: Record<string, ComponentType & { args?: unknown }> = composeStories(module);
    return Object.entries(composed).map(([name, Story]) => ({
      component: title,
      name,
      Story,
      ownText: `${searchableText(Story.args)}\n${source}`,
    }));
  });
}

/** The English a story shows in Urdu that neither its data nor the Urdu catalogue accounts for. */
async function englishShown({ Story, ownText }: CheckedStory): Promise<string[]> {
  const view = render(<Story />);
  // Effects that word something after the first render (a toast, a live region) get their turn.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const strings = shownStrings(document.body);
  view.unmount();
  const english = strings.flatMap((text) =>
    latinRuns(text).filter(
      (run) => !URDU_LATIN.has(run) && !containsRun(ownText, run) && !containsRun(FIXTURE_TEXT, run),
    ),
  );
  return [...new Set(english)];
}

// The Storybook toolbar's Urdu: the preview's own decorator words every story in Urdu and sets
// dir="rtl" and lang="ur" on the story root and on <html>. Set before the stories are composed,
// which is when they take the project's annotations.
setProjectAnnotations({ ...preview, initialGlobals: { locale: 'ur' } });
const stories = storefrontStories();
const components = [...new Set(stories.map(({ component }) => component))];

afterAll(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('catalogue coverage: storefront stories in Urdu', () => {
  it('finds the storefront stories and leaves the back office out', () => {
    expect(components).toContain('Navigation/Header');
    expect(components).toContain('Checkout/PaymentChoice');
    expect(components.filter((title) => BACK_OFFICE_TITLES.test(title))).toEqual([]);
    expect(stories.length).toBeGreaterThan(100);
  });

  it('renders a story right to left in Urdu', async () => {
    const header = stories.find(({ component }) => component === 'Navigation/Header');
    if (!header) throw new Error('No Navigation/Header story');
    const view = render(<header.Story />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(view.container.querySelector('.bk-story-root')).toHaveAttribute('dir', 'rtl');
    expect(view.container).toHaveTextContent(createMessages('ur').format('shell.header.cart'));
    view.unmount();
  });

  it("gives a dialog, portalled out of the story root, the story's direction and language", async () => {
    const dialogStory = stories.find(({ component }) => component === 'Overlays/Dialog');
    if (!dialogStory) throw new Error('No Overlays/Dialog story');
    const view = render(<dialogStory.Story />);
    const dialog = document.body.querySelector('dialog');
    expect(dialog?.closest('.bk-story-root')).toBeNull();
    expect(dialog?.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(dialog?.closest('[lang]')).toHaveAttribute('lang', 'ur');
    view.unmount();
  });

  it('lists only components that have stories', () => {
    expect(STILL_IN_ENGLISH.filter((title) => !components.includes(title))).toEqual([]);
  });

  it.each(components.filter((title) => !STILL_IN_ENGLISH.includes(title)))(
    '%s shows no English of its own in Urdu',
    async (component) => {
      const found: string[] = [];
      for (const story of stories.filter((candidate) => candidate.component === component)) {
        for (const english of await englishShown(story)) found.push(`${story.name}: ${english}`);
      }
      expect(found).toEqual([]);
    },
  );
});
