import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { builtStyleHashes as stylesIn } from '../build/securityHeaders';

const DIST = resolve('dist');

/** The pages' inline stylesheets' CSP hashes in this build, as every host's policy names them. */
export const builtStyleHashes = () => stylesIn(DIST);

/** Debian's nginx, where installed (`.ci/run` installs it). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * Real nginx serving dist/ with deploy/nginx.conf, only its listen and root
 * lines changed, as an operator would; in the foreground, its files in a
 * folder of its own.
 */
export async function startNginx(port: number): Promise<{ url: string; stop: () => void }> {
  const dir = resolve(`.e2e/nginx-${port}`);
  for (const sub of ['', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${DIST};`);
  writeFileSync(join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/tmp/${t};`).join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nmaster_process off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr error;\nevents { worker_connections 64; }\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n${temp}\n  include ${dir}/site.conf;\n}\n`,
  );
  const child: ChildProcess = spawn(nginxBinary!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += String(d)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(url);
      return { url, stop: () => child.kill() };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`nginx did not answer on ${url}: ${errors}`);
}

/**
 * `server` listening on a port the system picks: its address, and its stop, which also closes the
 * connections a browser keeps open (or the stop would wait them out).
 */
export async function listening(server: Server): Promise<{ url: string; stop: () => Promise<void> }> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** Content types by extension, for the tests' own static servers. */
export const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

/**
 * The plainest single-page-app host: a file where one exists, and for any
 * other path `fallback` (index.html, or 404.html) with status 200: no
 * prerendered page per route, no 404 status.
 */
export async function startFallbackHost(port: number, fallback: 'index.html' | '404.html'): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let path = '/';
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      path = '/\0';
    }
    const file = join(DIST, path);
    const isFile = file.startsWith(DIST) && !path.includes('\0') && existsSync(file) && statSync(file).isFile() && !path.endsWith('.html');
    const served = isFile ? file : join(DIST, fallback);
    res.writeHead(200, { 'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream' });
    res.end(readFileSync(served));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}

/**
 * A host that gives each page the address of its folder, as GitHub Pages and Cloudflare Pages do:
 * `/community` answers 301 to `/community/`, which serves community/index.html; a file is the
 * file; anything else is 404.html with status 404. On a port the system picks.
 */
export async function startFolderHost(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let path = '/';
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = '/\0';
    }
    const inside = (file: string) => file.startsWith(DIST) && !path.includes('\0') && existsSync(file);
    const file = join(DIST, path);
    if (inside(file) && statSync(file).isDirectory() && !path.endsWith('/') && existsSync(join(file, 'index.html'))) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      res.end();
      return;
    }
    const candidates = [file, join(file, 'index.html')];
    const found = candidates.find((f) => inside(f) && statSync(f).isFile());
    const served = found ?? join(DIST, '404.html');
    res.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream' });
    res.end(readFileSync(served));
  });
  return listening(server);
}

/**
 * The headers a `_headers` file (Netlify, Cloudflare Pages) gives `path`: every rule that matches adds
 * its own (a rule ending in `*` matches what starts with the rest), and a header two rules set is
 * joined into one list, as both hosts do.
 */
export function headersFileFor(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) matches = line.endsWith('*') ? path.startsWith(line.slice(0, -1)) : path === line;
    else if (matches && /^\s+[\w-]+:/.test(line)) {
      const [, name, value] = /^\s+([\w-]+):\s*(.*)$/.exec(line)!;
      headers[name!] = headers[name!] ? `${headers[name!]}, ${value}` : value!;
    }
  }
  return headers;
}
