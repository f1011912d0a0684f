import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPhysicalDeclarations } from './physical-css';

const REPO = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * The storefront's stylesheets: ui's component styles and the web app's. The back office
 * (admin.css) is English only and stays as it is.
 */
const STOREFRONT_CSS_DIRS = ['packages/ui/src', 'apps/web/src'];
const NOT_STOREFRONT = new Set(['packages/ui/src/styles/admin.css']);

function storefrontCssFiles(): string[] {
  return STOREFRONT_CSS_DIRS.flatMap((dir) =>
    readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => join(dir, file)),
  ).filter((file) => !NOT_STOREFRONT.has(file));
}

describe('findPhysicalDeclarations', () => {
  it('finds every kind of physical declaration in a sample stylesheet, with its line', () => {
    const sample = [
      '.a { margin-left: 1rem; padding-right: 2px; }',
      '.b {',
      '  left: 0;',
      '  right: auto;',
      '  text-align: right;',
      '  border-left: 1px solid red;',
      '  border-right-color: transparent;',
      '  float: left;',
      '  border-top-left-radius: 4px;',
      '  padding: 1px 2px 3px 4px;',
      '  border-radius: 0 4px 4px 0;',
      '  justify-content: right;',
      '  text-align: left !important',
      '}',
    ].join('\n');
    expect(findPhysicalDeclarations(sample).map(({ line, declaration }) => `${line} ${declaration}`)).toEqual(
      [
        '1 margin-left: 1rem',
        '1 padding-right: 2px',
        '3 left: 0',
        '4 right: auto',
        '5 text-align: right',
        '6 border-left: 1px solid red',
        '7 border-right-color: transparent',
        '8 float: left',
        '9 border-top-left-radius: 4px',
        '10 padding: 1px 2px 3px 4px',
        '11 border-radius: 0 4px 4px 0',
        '12 justify-content: right',
        '13 text-align: left !important',
      ],
    );
  });

  it('names the logical property to use instead', () => {
    expect(findPhysicalDeclarations('.a { margin-right: 0 }').map(({ hint }) => hint)).toEqual([
      'margin-inline-start/end',
    ]);
    expect(findPhysicalDeclarations('.a { right: 0 }').map(({ hint }) => hint)).toEqual([
      'inset-inline-start/end',
    ]);
  });

  it('passes logical properties, shorthands that mirror to themselves, selectors and media queries', () => {
    const sample = `
      @media (max-width: 40rem) {
        .a:hover, a:focus-visible { margin-inline-start: 1rem; inset-inline-end: 0; }
      }
      .b { text-align: start; float: inline-end; padding: 1px 2px 3px 2px; margin: 0 auto; }
      .c { border-radius: 0 0 4px 4px; border-start-end-radius: 2px; top: 0; bottom: 0; }
      .d { --side: left; transition: left 1s; inset: 0 calc(1px + 2px) 0 calc(1px + 2px); }
    `;
    expect(findPhysicalDeclarations(sample)).toEqual([]);
  });

  it('excuses a declaration only when a physical: comment comes right before it', () => {
    const sample = `.a {
      /* physical: a media "play" triangle points right in every language */
      border-left: 1rem solid;
      border-right: 1rem solid;
    }`;
    expect(findPhysicalDeclarations(sample).map(({ declaration }) => declaration)).toEqual([
      'border-right: 1rem solid',
    ]);
  });
});

describe('storefront stylesheets', () => {
  const files = storefrontCssFiles();

  it('are found in ui and in the web app', () => {
    expect(files).toContain('packages/ui/src/styles/header.css');
    expect(files).toContain('apps/web/src/styles.css');
  });

  it.each(files)('%s uses logical properties (right to left mirrors by itself)', (file) => {
    const found = findPhysicalDeclarations(readFileSync(join(REPO, file), 'utf8')).map(
      ({ line, declaration, hint }) =>
        `${relative(REPO, join(REPO, file))}:${line} ${declaration} (use ${hint})`,
    );
    expect(found).toEqual([]);
  });
});
