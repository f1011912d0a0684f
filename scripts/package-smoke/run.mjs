// Packs the published packages (domain, i18n, validation, api-client) with `pnpm pack`, installs
// the tarballs with npm into a scratch project outside the workspace, and uses them the way
// another channel would: from Node ESM, from Node CommonJS, and from a React app built by Vite and
// opened in Chromium; and from a Node project with neither React nor a browser, which places a
// cash-on-delivery order on the real shop (the built server) with the api-client core and the
// domain's payload builder. It also checks the published manifests keep the packages' dependency
// rules. Run after the packages and the server are built: `pnpm smoke:packages` (turbo builds them).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { testChromiumArgs, testChromiumPath } from '../test-chromium/launch-options.mjs';

const root = resolve(import.meta.dirname, '../..');
const packages = ['domain', 'i18n', 'validation', 'api-client'];
const started = Date.now();
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
let passed = 0;
const step = async (name, fn) => {
  const t0 = Date.now();
  await fn();
  passed += 1;
  console.log(`ok ${passed} - ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
};

const scratch = mkdtempSync(join(tmpdir(), 'bookshop-package-smoke-'));
try {
  const tarballs = {};
  await step('pnpm pack each package', () => {
    for (const dir of packages) {
      const pkgDir = join(root, 'packages', dir);
      assert.ok(
        existsSync(join(pkgDir, 'dist/index.cjs')),
        `packages/${dir} is not built: run pnpm build first`,
      );
      const before = new Set(readdirSync(scratch));
      execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: pkgDir, stdio: 'ignore' });
      const made = readdirSync(scratch).filter((f) => f.endsWith('.tgz') && !before.has(f));
      assert.equal(made.length, 1, `pnpm pack of packages/${dir} made ${made.length} tarballs`);
      tarballs[readJson(join(pkgDir, 'package.json')).name] = `file:./${made[0]}`;
    }
  });

  await step('npm install the tarballs into a project outside the workspace', () => {
    const apiClient = readJson(join(root, 'packages/api-client/package.json'));
    const react = apiClient.devDependencies.react;
    writeFileSync(
      join(scratch, 'package.json'),
      `${JSON.stringify(
        {
          name: 'bookshop-package-consumer',
          private: true,
          type: 'module',
          dependencies: {
            ...tarballs,
            '@reduxjs/toolkit': apiClient.dependencies['@reduxjs/toolkit'],
            react,
            'react-dom': react,
            'react-redux': apiClient.devDependencies['react-redux'],
            '@types/react': apiClient.devDependencies['@types/react'],
          },
          // The packages name each other by version; these point those names at the tarballs
          // so npm never asks the registry for them.
          overrides: tarballs,
        },
        null,
        2,
      )}\n`,
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], scratch);
  });

  await step('published manifests keep the dependency rules', () => {
    const manifest = (name) => readJson(join(scratch, 'node_modules', name, 'package.json'));
    const domain = manifest('@bookshop/domain');
    assert.deepEqual(domain.dependencies ?? {}, {}, 'domain has no runtime dependency');
    assert.deepEqual(domain.peerDependencies ?? {}, {}, 'domain has no peer dependency');
    const i18n = manifest('@bookshop/i18n');
    assert.deepEqual(
      Object.keys(i18n.dependencies).sort(),
      ['@bookshop/domain', '@formatjs/icu-messageformat-parser'],
      "i18n depends only on formatjs's ICU parser and domain",
    );
    const validation = manifest('@bookshop/validation');
    assert.deepEqual(
      Object.keys(validation.dependencies).sort(),
      ['@bookshop/domain', '@bookshop/i18n', 'libphonenumber-js', 'yup'],
      'validation depends only on yup, libphonenumber-js, domain and i18n',
    );
    const apiClient = manifest('@bookshop/api-client');
    assert.deepEqual(Object.keys(apiClient.peerDependencies).sort(), ['react', 'react-redux']);
    // Optional: the core (@bookshop/api-client/core) runs without them.
    assert.deepEqual(apiClient.peerDependenciesMeta, {
      react: { optional: true },
      'react-redux': { optional: true },
    });
    for (const name of ['react', 'react-redux', 'react-dom']) {
      assert.equal(apiClient.dependencies[name], undefined, `api-client must not bundle its own ${name}`);
    }
    for (const pkg of [domain, i18n, validation, apiClient]) {
      assert.equal(pkg.private, undefined, `${pkg.name} is publishable`);
      assert.equal(pkg.license, 'MIT', `${pkg.name} has a licence`);
      assert.ok(existsSync(join(scratch, 'node_modules', pkg.name, 'LICENSE')), `${pkg.name} ships LICENSE`);
      assert.ok(
        existsSync(join(scratch, 'node_modules', pkg.name, 'README.md')),
        `${pkg.name} ships README.md`,
      );
      assert.ok(
        existsSync(join(scratch, 'node_modules', pkg.name, 'CHANGELOG.md')),
        `${pkg.name} ships CHANGELOG.md`,
      );
      for (const spec of Object.values({ ...pkg.dependencies, ...pkg.peerDependencies })) {
        assert.ok(!spec.startsWith('workspace:'), `${pkg.name} publishes a workspace: range`);
      }
    }
  });

  cpSync(join(import.meta.dirname, 'consumer'), scratch, { recursive: true });
  await step('README examples and a CommonJS file type-check against the published types', () => {
    const examples = join(scratch, 'readme-examples');
    mkdirSync(examples);
    let count = 0;
    for (const name of Object.keys(tarballs)) {
      const readme = readFileSync(join(scratch, 'node_modules', name, 'README.md'), 'utf8');
      for (const [, code] of readme.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
        count += 1;
        writeFileSync(join(examples, `${name.split('/')[1]}-${count}.tsx`), code);
      }
    }
    assert.ok(count >= 4, `expected the READMEs' TypeScript examples, found ${count}`);
    run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], scratch);
  });
  await step('Node ESM consumer (import)', () => run('node', ['esm.mjs'], scratch));
  await step('Node CommonJS consumer (require)', () => run('node', ['cjs.cjs'], scratch));

  const browserDist = join(scratch, 'browser-dist');
  await step('Vite browser build of a React app using the packages', async () => {
    const { build } = await import('vite');
    await build({
      root: join(scratch, 'browser'),
      configFile: false,
      logLevel: 'warn',
      build: { outDir: browserDist, emptyOutDir: true },
    });
  });

  await step('the built app runs in Chromium and calls the API with its token', () =>
    openInChromium(browserDist),
  );

  await step('Node without React places a cash-on-delivery order on the built shop (api-client core)', () =>
    placeOrderFromNode(tarballs),
  );
  console.log(`package smoke: ${passed} passed, 0 failed (${Math.round((Date.now() - started) / 1000)} s)`);
} finally {
  if (process.env.KEEP_SMOKE_DIR) console.log(`scratch project kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}

/** Serves the built app and a one-book stand-in for the shop's API on the same origin. */
async function openInChromium(dist) {
  const { chromium } = await import('playwright-core');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const seen = [];
  const server = createServer((req, res) => {
    if (req.url.startsWith('/api/')) {
      seen.push({ url: req.url, authorization: req.headers.authorization });
      const found = req.url === '/api/books/7';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? { data: { book: { Book_Id: 7, BOOK_TITLE: 'Smoke Signals' } } } : {}));
      return;
    }
    const file = join(dist, req.url === '/' ? 'index.html' : req.url.slice(1));
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const browser = await chromium.launch({
    executablePath: testChromiumPath,
    args: [...testChromiumArgs],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.getByText('Smoke Signals').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('#total').textContent(), 'Rs. 2,450');
    assert.equal(
      await page.locator('#address-error').textContent(),
      'The address should have a minimum length of 3',
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(seen, [{ url: '/api/books/7', authorization: 'Bearer browser-token' }]);
  } finally {
    await browser.close();
    server.close();
  }
}

/** A port nobody listens on now. */
async function freePort() {
  const server = createNetServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * A project with only the domain and the api-client (and Redux Toolkit): no React, no
 * react-redux. The built server runs on a fresh in-memory shop; node-core/place-cod-order.mjs
 * places an order on it through `@bookshop/api-client/core`.
 */
async function placeOrderFromNode(tarballs) {
  const serverJs = join(root, 'apps/server/dist/server.js');
  assert.ok(existsSync(serverJs), 'apps/server is not built: run pnpm build first');
  const project = join(scratch, 'node-core');
  mkdirSync(project);
  // The tarballs lie in the scratch folder, one level up from this project.
  const tarball = (name) => tarballs[name].replace('file:./', 'file:../');
  const apiClient = readJson(join(root, 'packages/api-client/package.json'));
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify(
      {
        name: 'bookshop-node-core-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@bookshop/domain': tarball('@bookshop/domain'),
          '@bookshop/i18n': tarball('@bookshop/i18n'),
          '@bookshop/api-client': tarball('@bookshop/api-client'),
          '@reduxjs/toolkit': apiClient.dependencies['@reduxjs/toolkit'],
        },
        overrides: {
          '@bookshop/domain': tarball('@bookshop/domain'),
          '@bookshop/i18n': tarball('@bookshop/i18n'),
        },
      },
      null,
      2,
    )}\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], project);
  for (const name of ['react', 'react-redux']) {
    assert.ok(!existsSync(join(project, 'node_modules', name)), `${name} must not be needed by the core`);
  }
  cpSync(join(import.meta.dirname, 'node-core'), project, { recursive: true });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/`;
  const server = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert.equal(server.exitCode, null, 'the shop stopped before it was ready');
      const ready = await fetch(`${baseUrl}api/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      assert.ok(Date.now() < deadline, 'the shop was not ready within 2 minutes');
      await new Promise((done) => setTimeout(done, 500));
    }
    run('node', ['place-cod-order.mjs', baseUrl], project);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done()));
  }
}
