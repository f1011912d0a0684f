import type { Page } from '@playwright/test';

/**
 * Collects what the page reports going wrong: console errors and warnings (React's hydration
 * mismatches among them) and uncaught exceptions. Read it after the page has done its work.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
