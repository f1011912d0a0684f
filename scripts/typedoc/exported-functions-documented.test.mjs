// Checks the TypeDoc plugin behind `pnpm docs:api`: it reports an exported function without TSDoc,
// and leaves alone the members of documented exports (which TypeDoc itself would report).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { stripVTControlCharacters } from 'node:util';
import { Application, LogLevel, TSConfigReader } from 'typedoc';

test('reports the undocumented exported function and nothing else', async () => {
  const fixture = join(import.meta.dirname, 'fixture');
  const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../typedoc.json'), 'utf8'));
  const app = await Application.bootstrapWithPlugins(
    {
      entryPoints: [join(fixture, 'src/index.ts')],
      tsconfig: join(fixture, 'tsconfig.json'),
      plugin: [join(import.meta.dirname, 'exported-functions-documented.mjs')],
      logLevel: 'Warn',
      disableSources: true,
      // The repository's own checks, as `pnpm docs:api` runs them.
      validation: config.validation,
      requiredToBeDocumented: config.requiredToBeDocumented,
      packagesRequiringDocumentation: ['typedoc-plugin-fixture'],
    },
    // Only the fixture's tsconfig: the repository's typedoc.json must not be read here.
    [new TSConfigReader()],
  );
  const warnings = [];
  app.logger.log = (message, level) => {
    if (level === LogLevel.Warn) warnings.push(stripVTControlCharacters(message).replace('[warning] ', ''));
    else if (level === LogLevel.Error) console.error(message);
  };
  const project = await app.convert();
  assert.ok(project, `the fixture converts: ${warnings.join('; ')}`);
  app.validate(project);
  assert.deepEqual(warnings, [
    'typedoc-plugin-fixture.undocumented (Function) has no TSDoc comment: every export needs one.',
  ]);
});
