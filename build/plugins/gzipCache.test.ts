import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipCache } from './gzipCache';

const script = 'export const chancellor = "Chip";\n'.repeat(40);

describe('gzipCache', () => {
  const root = mkdtempSync(join(tmpdir(), 'gzip-cache-'));
  writeFileSync(join(root, 'app.js'), script);
  writeFileSync(join(root, 'page.html'), `<!doctype html><p>${'The Chancellor speaks. '.repeat(30)}</p>`);
  writeFileSync(join(root, 'tiny.css'), 'p{color:red}');
  writeFileSync(join(root, 'hero.webp'), Buffer.alloc(4096));
  const cache = gzipCache(root);
  let base = '';
  // A server that answers as staticHostRules does: a page when the path says so, else the file; 'next' when the cache declines.
  const server = createServer((req, res) => {
    const page = req.url!.startsWith('/page/');
    const file = join(root, page ? 'page.html' : req.url!.slice(1));
    if (page) res.statusCode = req.url === '/page/missing' ? 404 : 200;
    cache.send(req, res, file, statSync(file), page).then((sent) => sent || res.end('next'));
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
      request(base + path, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      })
        .on('error', fail)
        .end();
    });

  beforeAll(async () => {
    await cache.warm();
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true });
  });

  it('sends a compressible file gzipped, byte for byte, with its type, length and a validator', async () => {
    const r = await get('/app.js', { 'Accept-Encoding': 'gzip, br' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-type']).toBe('text/javascript');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(script.length / 5);
    expect(gunzipSync(r.body).toString()).toBe(script);
    expect(r.headers.etag).toMatch(/^W\/"\d+-\d+"$/);
    const again = await get('/app.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': r.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('makes the gzip afresh when the file changes', async () => {
    const before = await get('/app.js', { 'Accept-Encoding': 'gzip' });
    writeFileSync(join(root, 'app.js'), `${script}// a new build\n`);
    utimesSync(join(root, 'app.js'), new Date(), new Date(Date.now() + 5000));
    const after = await get('/app.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(gunzipSync(after.body).toString()).toBe(`${script}// a new build\n`);
  });

  it('sends pages with their status, and with no validator: a 404 view is not a file version', async () => {
    for (const [path, status] of [['/page/one', 200], ['/page/missing', 404]] as const) {
      const r = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(r.status, path).toBe(status);
      expect(r.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(gunzipSync(r.body).toString(), path).toContain('The Chancellor speaks.');
      expect(r.headers.etag, path).toBeUndefined();
    }
  });

  it('leaves to the file server what a host would not gzip: no gzip asked, a range, a small file, a picture', async () => {
    expect((await get('/app.js')).body.toString()).toBe('next');
    expect((await get('/app.js', { 'Accept-Encoding': 'gzip', Range: 'bytes=0-9' })).body.toString()).toBe('next');
    expect((await get('/tiny.css', { 'Accept-Encoding': 'gzip' })).body.toString()).toBe('next');
    expect((await get('/hero.webp', { 'Accept-Encoding': 'gzip' })).body.toString()).toBe('next');
  });
});
