import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutboxResponse } from '@bookshop/domain';
import { expect, test } from '@playwright/test';
import { booksWithStatus } from './cart-helpers';

/*
 * Notify me end to end: the dialog, then a restock by the operator's CLI, which writes through
 * the running shop's socket, so this test runs its own shop on a data directory (the shared e2e
 * shop keeps its database in memory, where no CLI can reach it). The e-mail is read from the
 * outbox through the developer route.
 */
const serverDir = path.resolve(import.meta.dirname, '../../apps/server');
let shop: ChildProcess | null = null;
let dataDir = '';
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function cli(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(serverDir, 'dist/cli.js'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-e2e-notify-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEV_ROUTES: 'true',
    },
    stdio: 'inherit',
  });
  for (let waited = 0; waited < 170_000; waited += 500) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the notify-me shop did not start');
});

test.afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const exited = new Promise((resolve) => shop?.once('exit', resolve));
    shop.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('notify me: the request, then one e-mail when the CLI restocks the book', async ({ page }) => {
  test.setTimeout(120_000);
  const [book] = await booksWithStatus(page.request, 'out_of_stock', 1, base);
  if (!book) throw new Error('missing demo book');
  const email = `notify.${Date.now().toString(36)}@example.pk`;

  await page.goto(`${base}/book/${book.Book_Id}`);
  await page.getByRole('main').getByRole('button', { name: 'Notify me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify Me' });
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('Email').fill('ayesha@');
  await dialog.getByLabel('Email').blur();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  await expect(dialog.getByText("Thanks! We'll notify you when this book becomes available.")).toBeVisible();
  // The thank-you closes itself after 2 s.
  await expect(dialog).toBeHidden({ timeout: 5000 });

  const outbox = async () => {
    const response = await page.request.get(`${base}/api/dev/outbox?email=${encodeURIComponent(email)}`);
    return ((await response.json()) as OutboxResponse).data.emails;
  };
  expect(await outbox()).toEqual([]);

  expect(cli('set-stock', String(book.Book_Id), '4')).toContain('stock 4');
  const mails = await outbox();
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe(`Back in stock: ${book.BOOK_TITLE}`);
  expect(mails[0]?.body).toContain(`/book/${book.Book_Id}`);

  // Sold out and restocked again: the request was answered, so nothing more is sent.
  cli('set-stock', String(book.Book_Id), '0');
  cli('set-stock', String(book.Book_Id), '2');
  expect(await outbox()).toHaveLength(1);

  // The book page now sells it.
  await page.goto(`${base}/book/${book.Book_Id}`);
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }),
  ).toBeVisible();
});
