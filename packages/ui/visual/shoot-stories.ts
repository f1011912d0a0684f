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
async function waitForStory(page: Page) {
  await page.waitForFunction(() => {
    const phase = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender?.phase;
    if (phase === 'errored') throw new Error('The story failed to render');
    // 'finished' once the render, the play function and the checks after it are all done.
    return phase === 'finished' || phase === 'completed';
  });
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

/**
 * Switches the story on the page to another language the way the toolbar does: the story
 * re-renders in place in that language and its play function is not run again.
 */
async function switchLanguage(page: Page, locale: StoryLocale) {
  await page.evaluate((value) => {
    const channel = (
      window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('No Storybook channel on the page');
    channel.emit('updateGlobals', { globals: { locale: value } });
  }, locale);
  // The locale decorator sets <html lang> as it renders in the new language.
  await page.waitForFunction((value) => document.documentElement.lang === value, locale);
  await waitForStory(page);
}

/**
 * Opens a story in a language. A play function finds elements by their English names (a button
 * called 'Place order'), so a story with one plays in English, as its own test does, and is then
 * switched to the language, keeping the state its play function left (a menu open, a form
 * filled in).
 */
async function openStory(page: Page, story: StoryEntry, locale: StoryLocale) {
  const playsInEnglish = locale !== 'en' && (story.tags ?? []).includes('play-fn');
  await page.goto(
    `${process.env.STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${playsInEnglish ? 'en' : locale}`,
  );
  await waitForStory(page);
  if (playsInEnglish) await switchLanguage(page, locale);
}

// One page per worker, reused from story to story, so the preview's bundles are fetched and
// compiled once rather than for every screenshot.
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
