import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { checkChangesets, packagesOfChangeset } from './changeset-check.mjs';

const made = [];

/** A workspace with one published and one private package, as a git repository with a first commit. */
function workspace({ git = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'changeset-check-'));
  made.push(root);
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('packages/domain/package.json', JSON.stringify({ name: '@shop/domain', version: '1.0.0' }));
  write('packages/domain/src/price.ts', 'export const price = 1;\n');
  write('packages/ui/package.json', JSON.stringify({ name: '@shop/ui', private: true }));
  write('packages/ui/src/button.ts', 'export const button = 1;\n');
  write('.changeset/README.md', '# Changesets\n');
  const run = (...args) =>
    execFileSync('git', args, {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@x',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@x',
      },
    });
  if (git) {
    run('init', '-q');
    run('add', '.');
    run('commit', '-q', '-m', 'first');
  }
  const commit = (message) => {
    run('add', '.');
    run('commit', '-q', '-m', message);
  };
  return { root, write, commit, run };
}

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('changeset check', () => {
  it('lets a package through when the history shows no release of it, and a folder that is no git work tree', () => {
    const w = workspace();
    w.write('packages/domain/src/price.ts', 'export const price = 2;\n');
    w.commit('change');
    const result = checkChangesets(w.root);
    assert.equal(result.ok, true);
    assert.match(result.lines.join('\n'), /@shop\/domain: no release in the history/);
    assert.equal(checkChangesets(workspace({ git: false }).root).ok, true);
  });

  it('fails a source change since the last CHANGELOG.md without a changeset, naming the package and file', () => {
    const w = workspace();
    w.write('packages/domain/CHANGELOG.md', '# @shop/domain\n\n## 1.0.0\n');
    w.commit('release 1.0.0');
    w.write('packages/domain/src/price.ts', 'export const price = 2;\n');
    w.write('packages/ui/src/button.ts', 'export const button = 2;\n');
    w.commit('change');
    const result = checkChangesets(w.root);
    assert.equal(result.ok, false);
    assert.match(
      result.lines.join('\n'),
      /@shop\/domain: 1 source files changed since commit .* no changeset names it \(packages\/domain\/src\/price\.ts\)/,
    );
    assert.doesNotMatch(result.lines.join('\n'), /@shop\/ui/);
  });

  it('passes the same change once a pending changeset names the package, and a change to tests alone', () => {
    const w = workspace();
    w.write('packages/domain/CHANGELOG.md', '# @shop/domain\n');
    w.commit('release');
    w.write('packages/domain/src/price.test.ts', 'test\n');
    w.commit('a test');
    assert.equal(checkChangesets(w.root).ok, true);
    w.write('packages/domain/src/price.ts', 'export const price = 3;\n');
    w.write('.changeset/cheaper.md', '---\n"@shop/domain": minor\n---\n\nPrices are cheaper.\n');
    w.commit('change with changeset');
    const result = checkChangesets(w.root);
    assert.equal(result.ok, true);
    assert.match(result.lines.join('\n'), /described by cheaper\.md/);
  });

  it('compares with the newest release tag when there is one', () => {
    const w = workspace();
    w.write('packages/domain/src/price.ts', 'export const price = 4;\n');
    w.commit('before the release');
    w.run('tag', '@shop/domain@1.1.0');
    const result = checkChangesets(w.root);
    assert.equal(result.ok, true);
    assert.match(result.lines.join('\n'), /unchanged since tag @shop\/domain@1\.1\.0/);
  });

  it('reads the packages a changeset names from its front matter', () => {
    assert.deepEqual(packagesOfChangeset('---\n"@a/b": patch\n\'@a/c\': minor\n---\n\ntext: major\n'), [
      '@a/b',
      '@a/c',
    ]);
  });
});
