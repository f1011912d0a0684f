#!/usr/bin/env node
// Fails when the source of a published package changed since its last release without a pending
// changeset naming it (pnpm changeset:check, run by pnpm test:all and so by CI).
//
// A package's last release is its newest tag `<name>@<version>` (what `changeset publish` tags),
// else the last commit that wrote its CHANGELOG.md (what `changeset version` does). Changes to
// tests do not need a changeset. Without the history to tell (a clone with no release in it, a
// shallow clone that does not reach it, no git at all), the package is let through with a note.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

function git(cwd, args) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The published packages of the workspace: packages/* that are not private. */
export function publishedPackages(root) {
  const dir = join(root, 'packages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'package.json')))
    .map((entry) => ({
      folder: `packages/${entry.name}`,
      manifest: JSON.parse(readFileSync(join(dir, entry.name, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => manifest.private !== true && typeof manifest.name === 'string')
    .map(({ folder, manifest }) => ({ folder, name: manifest.name }));
}

/** The package names a changeset's front matter lists. */
export function packagesOfChangeset(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return [];
  return [...match[1].matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => m[1]);
}

/** The names every pending changeset (.changeset/*.md but its README) lists. */
export function pendingChangesets(root) {
  const dir = join(root, '.changeset');
  if (!existsSync(dir)) return new Map();
  const named = new Map();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.md') || file.toLowerCase() === 'readme.md') continue;
    for (const name of packagesOfChangeset(readFileSync(join(dir, file), 'utf8'))) {
      named.set(name, [...(named.get(name) ?? []), file]);
    }
  }
  return named;
}

/** The commit of a package's last release, or null when the history does not show one. */
export function lastRelease(root, pkg) {
  const tag = git(root, ['tag', '--list', `${pkg.name}@*`, '--sort=-creatordate']);
  const newestTag = tag?.split('\n').find(Boolean);
  if (newestTag) return { ref: newestTag, how: `tag ${newestTag}` };
  const commit = git(root, ['log', '-1', '--format=%H', '--', `${pkg.folder}/CHANGELOG.md`]);
  if (commit) return { ref: commit, how: `commit ${commit.slice(0, 7)} (last CHANGELOG.md)` };
  return null;
}

/** A change to a package's source that a consumer may notice: not a test or test support. */
export function needsChangeset(file) {
  return !/\.test\.tsx?$/.test(file) && !/(^|\/)test-support(\/|\.ts$)/.test(file);
}

/** Checks every published package; returns what to print and whether it passed. */
export function checkChangesets(root) {
  const lines = [];
  if (git(root, ['rev-parse', '--is-inside-work-tree']) !== 'true') {
    return { ok: true, lines: ['changeset check: not a git work tree, nothing to compare; skipped.'] };
  }
  const shallow = git(root, ['rev-parse', '--is-shallow-repository']) === 'true';
  const pending = pendingChangesets(root);
  let ok = true;
  for (const pkg of publishedPackages(root)) {
    const release = lastRelease(root, pkg);
    if (!release) {
      lines.push(
        `${pkg.name}: no release in ${shallow ? 'this shallow clone' : 'the history'}, nothing to compare; let through.`,
      );
      continue;
    }
    // Against the work tree, so uncommitted changes count too when run by hand.
    const diff = git(root, ['diff', '--name-only', release.ref, '--', `${pkg.folder}/src`]);
    if (diff === null) {
      lines.push(`${pkg.name}: cannot compare with ${release.how}; let through.`);
      continue;
    }
    const changed = diff.split('\n').filter(Boolean).filter(needsChangeset);
    if (changed.length === 0) {
      lines.push(`${pkg.name}: source unchanged since ${release.how}.`);
    } else if (pending.has(pkg.name)) {
      lines.push(
        `${pkg.name}: ${changed.length} source files changed since ${release.how}; described by ${pending.get(pkg.name).join(', ')}.`,
      );
    } else {
      ok = false;
      lines.push(
        `${pkg.name}: ${changed.length} source files changed since ${release.how} and no changeset names it (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', ...' : ''}). Run \`pnpm changeset\` and commit the file it writes in .changeset/.`,
      );
    }
  }
  return { ok, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const { ok, lines } = checkChangesets(root);
  for (const line of lines) (ok ? console.log : console.error)(line);
  if (!ok) process.exitCode = 1;
}
