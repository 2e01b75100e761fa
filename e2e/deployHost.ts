import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { headersFileFor, listening, TYPES } from './hosts';

/** Files that name others (pages, scripts, styles, host rules): what a new build rewrites. */
const TEXT = /\.(html|js|css|json)$|_headers$/;

/** A fresh copy of dist/ in a folder of its own under `.e2e/`, to delete or rename files in. */
export function copyOfBuild(): string {
  mkdirSync(resolve('.e2e'), { recursive: true });
  const dir = mkdtempSync(resolve('.e2e', 'deploy-'));
  cpSync(resolve('dist'), dir, { recursive: true });
  return dir;
}

/** The names in `dir`/assets matching `pattern`. */
export const assetsMatching = (dir: string, pattern: RegExp) => readdirSync(join(dir, 'assets')).filter((name) => pattern.test(name));

/** Every file under `dir`, with its path. */
const allFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/**
 * Turns a copy of the build into the next deploy of it, as a bundler does when `changed`'s modules
 * change: those assets get new hashed names, every file naming them is rewritten to the new names,
 * and each asset whose bytes that changed (the entry, which imports them) gets a new name too, and so
 * on. The old names are gone from the folder, as an atomic deploy leaves them.
 */
export function nextDeploy(dir: string, changed: RegExp) {
  let renames = new Map(assetsMatching(dir, changed).map((name) => [name, name.replace(/\.(js|css)$/, 'n.$1')]));
  if (renames.size === 0) throw new Error(`nextDeploy: nothing matches ${changed}`);
  const renamed = new Set<string>();
  while (renames.size > 0) {
    for (const [from, to] of renames) {
      renameSync(join(dir, 'assets', from), join(dir, 'assets', to));
      renamed.add(to);
    }
    const next = new Map<string, string>();
    for (const file of allFiles(dir).filter((f) => TEXT.test(f))) {
      const text = readFileSync(file, 'utf8');
      let updated = text;
      for (const [from, to] of renames) updated = updated.split(from).join(to);
      if (updated === text) continue;
      writeFileSync(file, updated);
      const name = file.slice(join(dir, 'assets').length + 1);
      if (file.startsWith(join(dir, 'assets')) && !renamed.has(name)) next.set(name, name.replace(/\.(js|css)$/, 'n.$1'));
    }
    renames = next;
  }
}

/**
 * A static host as Netlify or Cloudflare Pages serve the build: a file where one exists, a route's
 * folder's index.html, else 404.html with status 404; with the headers its `_headers` file gives the
 * address asked for (caching and policies), joined where two rules set one.
 * `serve` points it at another folder at once, as an atomic deploy switches. On a port the system
 * picks, so tests (and their repeats) run side by side, clear of the suite's fixed ports.
 */
export async function startDeployHost(root: string) {
  let dir = root;
  const server = createServer((req, res) => {
    let path = '/';
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      path = '/\0';
    }
    const candidates = [join(dir, path), join(dir, path, 'index.html')];
    const file = path.includes('\0') ? undefined : candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile());
    const served = file ?? join(dir, '404.html');
    const rules = join(dir, '_headers');
    res.writeHead(file ? 200 : 404, {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      ...(existsSync(rules) ? headersFileFor(readFileSync(rules, 'utf8'), path) : {}),
    });
    res.end(readFileSync(served));
  });
  return { ...(await listening(server)), serve: (next: string) => void (dir = next) };
}
