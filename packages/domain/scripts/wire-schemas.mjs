// Writes dist/wire-schemas.json: a JSON Schema (draft-07) definition of every type the domain
// exports, generated from the TypeScript source by ts-json-schema-generator. It runs in the build,
// after tsup, so the schemas in a dist are always those of the types compiled beside them: the
// server registers them as its response schemas (serialization and the OpenAPI document), and any
// other client can check an answer with them. Nothing here runs at run time, so the package keeps
// no runtime dependency.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const generator = createGenerator({
  path: join(root, 'src/index.ts'),
  tsconfig: join(root, 'tsconfig.json'),
  type: '*',
  expose: 'export',
  topRef: true,
  // TSDoc becomes `description`; tags such as @minItems, @maxLength or @example become keywords.
  jsDoc: 'extended',
  // tsc checks the types in `typecheck`; the generator only reads them.
  skipTypeCheck: true,
  // An interface's keys are all there is: a serializer given this schema never sends another field.
  additionalProperties: false,
  sortProps: false,
  // Functions are rules, not wire data.
  functions: 'hide',
});

/** The names of the types (interfaces and aliases) the package's entry exports. */
function exportedTypeNames() {
  const program = ts.createProgram([join(root, 'src/index.ts')], { strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(join(root, 'src/index.ts'));
  const symbols = checker.getExportsOfModule(checker.getSymbolAtLocation(entry));
  return symbols
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) !== 0;
    })
    .map((symbol) => symbol.getName());
}

/**
 * Every exported type at once; should a type use something the generator cannot read, the types
 * are taken one by one and the unreadable ones are named and left out, so one exotic type does
 * not stop the build (a route answering with it fails at start, naming it).
 */
function generateAll() {
  try {
    return generator.createSchema('*');
  } catch (error) {
    const definitions = {};
    const skipped = [];
    for (const name of exportedTypeNames()) {
      try {
        Object.assign(definitions, generator.createSchema(name).definitions);
      } catch {
        skipped.push(name);
      }
    }
    console.warn(`wire-schemas.json: left out ${skipped.join(', ')} (${error.message.split('\n')[0]})`);
    return { definitions };
  }
}

const schema = generateAll();
// Named types only: the generator also lists `*` (the request for every type) and generic
// instances such as `Foo<unknown>`, which no wire type refers to.
const NAME = /^[A-Za-z0-9._-]+$/;
const definitions = Object.fromEntries(
  Object.entries(schema.definitions ?? {})
    .filter(([name]) => NAME.test(name))
    .sort(([a], [b]) => a.localeCompare(b)),
);
const dangling = [...JSON.stringify(definitions).matchAll(/"\$ref":"#\/definitions\/([^"]+)"/g)]
  .map((match) => decodeURIComponent(match[1]))
  .filter((name) => !Object.hasOwn(definitions, name));
if (dangling.length > 0)
  throw new Error(`wire schemas refer to unnamed types: ${[...new Set(dangling)].join(', ')}`);
const out = join(root, 'dist/wire-schemas.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $comment:
        'Generated from the TypeScript types of @bookshop/domain by scripts/wire-schemas.mjs at build time. Do not edit.',
      definitions,
    },
    null,
    1,
  )}\n`,
);
console.log(`wire-schemas.json: ${Object.keys(definitions).length} definitions`);
