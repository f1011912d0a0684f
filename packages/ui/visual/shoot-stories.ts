import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Declares a visual test for each story in the built Storybook in one language: the story as
 * Storybook's language toolbar shows it (global `locale`), compared with its PNG baseline.
 */

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  /** Storybook tags a story with a play function 'play-fn'. */
  tags?: string[];
}

/** The languages of Storybook's toolbar (.storybook/locale.tsx). */
export type StoryLocale = 'en' | 'ur';

/**
 * Every story in the built Storybook, so a story added later is shot without touching these files
 * (and fails until its baseline is added with `pnpm --filter @bookshop/ui test:visual:update`).
 */
export function builtStories(): StoryEntry[] {
  const index = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'storybook-static', 'index.json'), 'utf8'),
  ) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Waits until the story has rendered and its play function has finished, then for fonts and images. */
async function waitForStory(page: Page, storyId: string) {
  await page.waitForFunction((id) => {
    const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.id !== id) return false;
    if (render.phase === 'errored') throw new Error('The story failed to render');
    // 'finished' once the render, the play function and the checks after it are all done.
    return render.phase === 'finished' || render.phase === 'completed';
  }, storyId);
  await page.evaluate(async () => {
    // Lazy covers below the fold would otherwise load (or not) depending on timing.
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
  });
}

/** Sends an event on the preview's channel, as Storybook's own toolbar and sidebar do. */
async function emit(page: Page, event: string, payload: unknown) {
  await page.evaluate(
    ([name, data]) => {
      const channel = (
        window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void } }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) throw new Error('No Storybook channel on the page');
      channel.emit(name, data);
    },
    [event, payload] as const,
  );
}

/**
 * Switches the story on the page to another language the way the toolbar does: the story
 * re-renders in place in that language and its play function is not run again.
 */
async function switchLanguage(page: Page, storyId: string, locale: StoryLocale) {
  await emit(page, 'updateGlobals', { globals: { locale } });
  // The locale decorator sets <html lang> as it renders in the new language.
  await page.waitForFunction((value) => document.documentElement.lang === value, locale);
  await waitForStory(page, storyId);
}

/** The language the story on a page was last shown in, so the next story can replace it in place. */
const localeOnPage = new WeakMap<Page, StoryLocale>();

/**
 * Opens a story in a language. A play function finds elements by their English names (a button
 * called 'Place order'), so a story with one plays in English, as its own test does, and is then
 * switched to the language, keeping the state its play function left (a menu open, a form
 * filled in).
 *
 * When the page already shows a story in the language to start in, the next one replaces it in
 * place, as choosing it in Storybook's sidebar does (the story before is unmounted), instead of
 * loading the preview again: a phone width's 274 screenshots took 94 s on this machine that way,
 * 40 s now (74 s with only the preview's axe run turned off).
 */
async function openStory(page: Page, story: StoryEntry, locale: StoryLocale) {
  const playsInEnglish = locale !== 'en' && (story.tags ?? []).includes('play-fn');
  const startIn = playsInEnglish ? 'en' : locale;
  if (localeOnPage.get(page) === startIn) {
    await emit(page, 'setCurrentStory', { storyId: story.id, viewMode: 'story' });
  } else {
    // `a11y.manual`: the preview would otherwise run axe after every render (addon-a11y's
    // afterEach) before the story counts as finished; the stories' own tests run it (vitest's
    // storybook project), so here it only cost time.
    await page.goto(
      `${process.env.STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${startIn};a11y.manual:!true`,
    );
  }
  localeOnPage.set(page, startIn);
  await waitForStory(page, story.id);
  if (playsInEnglish) {
    await switchLanguage(page, story.id, locale);
    localeOnPage.set(page, locale);
  }
}

// One page per worker, reused from story to story (see openStory).
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, reducedMotion, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, reducedMotion, deviceScaleFactor });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** One screenshot test per story, in the language given (the toolbar's `locale` in the address). */
export function shootStories(locale: StoryLocale, stories: readonly StoryEntry[]): void {
  for (const story of stories) {
    test(`${story.title} › ${story.name} looks as its baseline`, async ({ storyPage: page }) => {
      await openStory(page, story, locale);
      // A dialog is portalled out of the story root: shoot the dialog itself, else the story root.
      const dialog = page.locator('dialog[open]');
      const target = (await dialog.count()) > 0 ? dialog.last() : page.locator('#storybook-root');
      await expect(
        target,
        'A new or changed look: if it is meant, run `pnpm --filter @bookshop/ui test:visual:update` and commit the PNG',
      ).toHaveScreenshot(`${story.id}.png`);
    });
  }
}
