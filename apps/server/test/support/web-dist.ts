import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build in a temporary directory as the server reads one: `index.html`, the entry script
 * `assets/index-abc.js` and the server renderer `ssr/entry-server.js` (its module text given).
 */
export async function webDistWithRenderer(indexHtml: string, renderer: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bookshop-web-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'ssr'));
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'ssr', 'entry-server.js'), renderer);
  return dir;
}
