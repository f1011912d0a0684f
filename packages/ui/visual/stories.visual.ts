import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

// Every story in the built Storybook, so a story added later is shot without touching this file
// (and fails until its baseline is added with `pnpm --filter @bookshop/ui test:visual:update`).
const index = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'storybook-static', 'index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

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

for (const story of stories) {
  test(`${story.title} › ${story.name} looks as its baseline`, async ({ storyPage: page }) => {
    await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story`);
    await waitForStory(page);
    // A dialog is portalled out of the story root: shoot the dialog itself, else the story root.
    const dialog = page.locator('dialog[open]');
    const target = (await dialog.count()) > 0 ? dialog.last() : page.locator('#storybook-root');
    await expect(
      target,
      'A new or changed look: if it is meant, run `pnpm --filter @bookshop/ui test:visual:update` and commit the PNG',
    ).toHaveScreenshot(`${story.id}.png`);
  });
}
