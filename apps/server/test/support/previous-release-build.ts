import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** apps/server of this checkout. */
const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * What of the previous release is taken from git: the workspace's manifests and lockfile (to
 * install the npm packages that release locked), the server's source and migrations, and the
 * source of the workspace packages it bundles in.
 */
function extractedPaths(workspacePackages: readonly string[]): string[] {
  return [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    '.npmrc',
    // Every workspace member's manifest: a frozen install checks them all against the lockfile.
    ':(glob)*/package.json',
    ':(glob)*/*/package.json',
    'apps/server/src',
    'apps/server/drizzle',
    ...workspacePackages.map((folder) => `${folder}/src`),
  ];
}

/** Bumped when the way the build is made changes, so a cached build made the old way is redone. */
const BUILD_FORMAT = 2;

export interface PreviousReleaseBuild {
  commit: string;
  /** The runnable server: node <serverFile>. */
  serverFile: string;
  /** The migrations that release shipped with (it applies those it does not find applied). */
  migrationsDir: string;
}

/** The part of esbuild's API used here (esbuild comes with tsup; its types are not reachable here). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<unknown>;
}

/**
 * The previous release's server as that release shipped it, under
 * apps/server/node_modules/.cache/previous-release/<commit>/ and reused while that folder is there:
 * its workspace from git, the npm packages its lockfile locked installed there by pnpm (from the
 * store, so fast once they were ever installed), and apps/server/dist/server.mjs bundled as its
 * tsup build did (workspace packages bundled in, npm dependencies external).
 */
export async function buildPreviousRelease(commit: string): Promise<PreviousReleaseBuild> {
  const repoRoot = git(['rev-parse', '--show-toplevel'], serverDir).trim();
  requireCommit(commit, repoRoot);
  const releaseDir = path.join(serverDir, 'node_modules/.cache/previous-release', commit);
  const inRelease = (dir: string): PreviousReleaseBuild => ({
    commit,
    serverFile: path.join(dir, 'apps/server/dist/server.mjs'),
    migrationsDir: path.join(dir, 'apps/server/drizzle'),
  });
  const stampFile = path.join(releaseDir, 'build.json');
  if (existsSync(stampFile) && existsSync(inRelease(releaseDir).serverFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { format?: number };
    if (stamp.format === BUILD_FORMAT) return inRelease(releaseDir);
  }

  // Made beside the final folder and moved in at once, so a stopped build never looks finished
  // (pnpm's links are relative, so they survive the move).
  const staging = `${releaseDir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const serverManifest = JSON.parse(git(['show', `${commit}:apps/server/package.json`], repoRoot)) as {
      dependencies: Record<string, string>;
    };
    const dependencies = Object.entries(serverManifest.dependencies);
    const workspace = dependencies.filter(([, spec]) => spec.startsWith('workspace:')).map(([name]) => name);
    const npm = dependencies.filter(([, spec]) => !spec.startsWith('workspace:')).map(([name]) => name);
    const folderOf = (name: string) => `packages/${name.replace(/^@bookshop\//, '')}`;

    extract(commit, repoRoot, staging, extractedPaths(workspace.map(folderOf)));
    installLockedDependencies(staging);
    await bundle(staging, {
      alias: Object.fromEntries(
        workspace.map((name) => [name, path.join(staging, folderOf(name), 'src/index.ts')]),
      ),
      external: npm.flatMap((name) => [name, `${name}/*`]),
    });
    writeFileSync(path.join(staging, 'build.json'), JSON.stringify({ commit, format: BUILD_FORMAT }));
    rmSync(releaseDir, { recursive: true, force: true });
    renameSync(staging, releaseDir);
    return inRelease(releaseDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** A shallow clone lacks the previous release: that is a failure to fix, never a reason to skip. */
function requireCommit(commit: string, repoRoot: string): void {
  const found = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repoRoot });
  if (found.status === 0) return;
  const shallow = git(['rev-parse', '--is-shallow-repository'], repoRoot).trim() === 'true';
  throw new Error(
    `The previous release's commit ${commit} is not in this clone${shallow ? ' (a shallow clone)' : ''}. ` +
      'The upgrade test builds that release from git history: clone with full history ' +
      '(actions/checkout with fetch-depth: 0, or `git fetch --unshallow`). ' +
      'If the commit id is wrong, fix PREVIOUS_RELEASE_COMMIT in test/support/previous-release-commit.ts.',
  );
}

function extract(commit: string, repoRoot: string, into: string, paths: readonly string[]): void {
  const tar = path.join(into, 'release.tar');
  // A release without one of these files (an .npmrc, say) is archived without it.
  const present = paths.filter(
    (p) =>
      p.startsWith(':(') ||
      spawnSync('git', ['cat-file', '-e', `${commit}:${p}`], { cwd: repoRoot }).status === 0,
  );
  git(['archive', '--format=tar', `--output=${tar}`, commit, '--', ...present], repoRoot);
  execFileSync('tar', ['-xf', tar, '-C', into]);
  rmSync(tar);
}

/**
 * The server's production dependencies at the versions that release's lockfile names, as a
 * deployment of it installs them. pnpm is the one in PATH (CI installs the packageManager's).
 */
function installLockedDependencies(workspaceDir: string): void {
  // Left out: the npm_* settings of a pnpm run that started this test, which describe this checkout.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  const install = spawnSync(
    'pnpm',
    ['install', '--frozen-lockfile', '--prod', '--prefer-offline', '--filter', '@bookshop/server...'],
    { cwd: workspaceDir, env, encoding: 'utf8' },
  );
  if (install.error || install.status !== 0) {
    throw new Error(
      `Installing the previous release's locked dependencies failed (pnpm install in ${workspaceDir}): ` +
        `${install.error?.message ?? ''}\n${install.stdout ?? ''}${install.stderr ?? ''}`.slice(0, 4000),
    );
  }
}

/** esbuild as tsup (a dev dependency of the server) has it, so no other copy is needed. */
function loadEsbuild(): Esbuild {
  const fromServer = createRequire(path.join(serverDir, 'package.json'));
  return createRequire(fromServer.resolve('tsup'))('esbuild') as Esbuild;
}

/**
 * One ES module, as that release's tsup build made it: workspace packages bundled in from the
 * release's own sources (with their npm dependencies, from their own node_modules), the server's
 * npm dependencies external, loaded at run time from the release's apps/server/node_modules.
 * migrate.ts finds the migrations at ../drizzle from dist/, as in a deployment.
 */
async function bundle(
  workspaceDir: string,
  options: { alias: Record<string, string>; external: string[] },
): Promise<void> {
  await loadEsbuild().build({
    entryPoints: [path.join(workspaceDir, 'apps/server/src/server.ts')],
    outfile: path.join(workspaceDir, 'apps/server/dist/server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    alias: options.alias,
    external: options.external,
    sourcemap: true,
    logLevel: 'error',
    // Bundled CommonJS (yup's helpers) calls require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __bookshopRequire } from 'node:module'; const require = __bookshopRequire(import.meta.url);",
    },
  });
}
