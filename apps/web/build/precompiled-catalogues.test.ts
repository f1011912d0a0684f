import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CATALOGUES,
  EN_AREAS,
  formatMessage,
  MESSAGE_KEYS,
  PAGE_NAME_KEYS,
  registerCatalogue,
  SERVER_ONLY_AREAS,
} from '@bookshop/i18n';
import { describe, expect, it } from 'vitest';
import { precompileCatalogue, precompiledCatalogueModule } from './precompiled-catalogues';

/** Values for every argument any message of the catalogue takes, so each one formats. */
const VALUES = {
  count: 3,
  min: 3,
  max: 60,
  field: 'min',
  date: new Date('2026-11-26T10:00:00Z'),
};

describe('the browser build’s precompiled catalogues', () => {
  it('word a message exactly as the text catalogue does, in both languages', () => {
    for (const language of ['en', 'ur'] as const) {
      const text = CATALOGUES[language] as Record<string, string>;
      const sample = [
        'address.addressMin',
        'common.bookCount',
        'search.priceWhole',
        'order.placedOn',
      ] as const;
      const asText = sample.map((key) => formatMessage(language, key, VALUES));
      registerCatalogue(language, precompileCatalogue(text) as typeof CATALOGUES.en);
      try {
        expect(sample.map((key) => formatMessage(language, key, VALUES))).toEqual(asText);
      } finally {
        registerCatalogue(language, CATALOGUES[language]);
      }
    }
  });

  it('parse every message of the catalogue, or the build fails', () => {
    for (const language of ['en', 'ur'] as const) {
      const parsed = precompileCatalogue(CATALOGUES[language] as Record<string, string>);
      expect(Object.keys(parsed)).toEqual(MESSAGE_KEYS);
      expect(parsed['address.phoneInvalid']).toEqual([
        { type: 0, value: CATALOGUES[language]['address.phoneInvalid'] },
      ]);
    }
    expect(() => precompileCatalogue({ broken: 'At most {max characters' })).toThrow();
  });

  it('is a module exporting the language’s catalogue under its name, without the server-only areas', async () => {
    const source = await precompiledCatalogueModule('ur');
    const json = /^export const ur = JSON\.parse\((".*")\);\n$/s.exec(source)?.[1];
    const catalogue = JSON.parse(JSON.parse(json ?? '""') || '{}') as Record<string, unknown>;
    expect(catalogue['address.phoneInvalid']).toEqual([{ type: 0, value: 'فون نمبر درست نہیں' }]);
    const serverOnly = SERVER_ONLY_AREAS.flatMap((area) => Object.keys(EN_AREAS[area]));
    expect(serverOnly.length).toBeGreaterThan(0);
    expect(serverOnly.filter((key) => key in catalogue)).toEqual([]);
    expect(Object.keys(catalogue).length).toBe(MESSAGE_KEYS.length - serverOnly.length);
  });
});

/** Every source file under a folder (tests and stories too: they render what pages render). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

describe('the areas left out of the browser’s catalogue', () => {
  it('are never named by the web app or its components, which would fail to word them', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const serverOnly = SERVER_ONLY_AREAS.map((area) => `'${area}.`);
    const named = [path.join(root, 'apps/web/src'), path.join(root, 'packages/ui/src')]
      .flatMap(sourceFiles)
      .filter((file) => serverOnly.some((prefix) => readFileSync(file, 'utf8').includes(prefix)))
      .map((file) => path.relative(root, file));
    expect(named).toEqual([]);
  });

  it('hold none of the pages’ names, which head the pages in the browser', () => {
    const serverOnly = new Set(SERVER_ONLY_AREAS.flatMap((area) => Object.keys(EN_AREAS[area])));
    expect(Object.values(PAGE_NAME_KEYS).filter((key) => serverOnly.has(key))).toEqual([]);
  });
});
