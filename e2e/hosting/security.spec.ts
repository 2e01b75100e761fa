import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { headersFile, IMMUTABLE, MEDIA, nginxConfig, nginxSite, REVALIDATE, vercelConfig } from '../../build/hosting';
import { anyPathPolicy, builtPageStyleHashes, contentSecurityPolicy, metaContentSecurityPolicy, securityHeaders, inlineStyle, styleHashes } from '../../build/securityHeaders';
import { expect, test } from '../fixtures';
import { firstLoadScripts } from '../../scripts/bundle.mjs';
import { builtStyleHashes, headersFileFor } from '../hosts';
import { policyHolds } from '../policy';


test('every response of npm start carries the security headers and its caching; each page its <meta> policy', async ({ request, page }) => {
  const security = { styleHashes: builtStyleHashes() };
  const policy = contentSecurityPolicy(security);
  const script = `/${firstLoadScripts('dist')[0]}`;
  const caching: [string, string][] = [
    ['/', REVALIDATE],
    ['/community', REVALIDATE],
    ['/nope', REVALIDATE],
    [script, IMMUTABLE],
    ['/posters/hero.webp', MEDIA],
    ['/assets/no-such-chunk.js', REVALIDATE], // a 404: never kept
  ];
  const pageStyles = builtPageStyleHashes('dist');
  const pageFiles: Record<string, string> = { '/': 'index.html', '/community': 'community/index.html', '/nope': '404.html', '/assets/no-such-chunk.js': '404.html' };
  for (const [path, cache] of caching) {
    const headers = (await request.get(path)).headers();
    expect(headers['cache-control'], path).toBe(cache);
    // A file's policy lets a worker compile WebAssembly (the scene's, for the model's decoder); a page's does not.
    const expected = securityHeaders(path in pageFiles && !path.endsWith('.js') ? { styleHashes: pageStyles[pageFiles[path]!] } : { ...security, wasm: true });
    for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "style-src-attr 'unsafe-inline'"]) {
    expect(policy).toContain(directive);
  }
  // The inlined first-screen CSS is allowed in style-src, which browsers without the split directives
  // (Safari before 15.4, Firefox before 108) read, instead of default-src, which would refuse it; and
  // which the others read for style elements, unless a style-src-elem says otherwise.
  const sources = (header: string, name: string) =>
    header.split(';').map((d) => d.trim().split(/\s+/)).find(([directive]) => directive === name)?.slice(1);
  // Each page's policy names its own inline stylesheet only (the others' would not fit its first round trip).
  for (const path of ['/', '/community']) {
    const response = await request.get(path);
    const sent = response.headers()['content-security-policy']!;
    expect(sources(sent, 'style-src'), path).toEqual(["'self'", ...styleHashes([inlineStyle(await response.text())])]);
    expect(sources(sent, 'style-src-elem') ?? sources(sent, 'style-src'), path).toEqual(sources(sent, 'style-src'));
  }
  // Styles: the pages' inline sheets by their hashes, never any inline sheet; no data: or blob: but for pictures.
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval|hashes)'/);
  expect(policy).not.toMatch(/style-src(-elem)?\s[^;]*unsafe-inline/);
  // Only pictures may come as data: (the first pictures, inside the home page's and the show's CSS),
  // and only pictures and videos as blob: (a clip made on the device, shown before it is saved).
  expect(policy.replace("img-src 'self' data: blob:", '').replace("media-src 'self' blob:", '')).not.toMatch(/data:|blob:/);
  // Hosts that send no headers still get the policy, from the page itself (frame-ancestors cannot be set there).
  // Each page's names only its own inline stylesheet.
  for (const path of ['/', '/community', '/memes', '/stage', '/stage/console', '/nope']) {
    const html = await (await request.get(path)).text();
    await page.goto(path);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]'), path).toHaveAttribute(
      'content',
      metaContentSecurityPolicy({ styleHashes: styleHashes([inlineStyle(html)]) }),
    );
  }
});

test('the hosts\' configs agree with the headers module, and the committed ones are current', () => {
  const security = { styleHashes: builtStyleHashes(), pageStyleHashes: builtPageStyleHashes('dist') };
  const built = readdirSync('dist/assets').map((file) => `assets/${file}`);
  expect(readFileSync('dist/_headers', 'utf8')).toBe(headersFile(security, built));
  expect(readFileSync('vercel.json', 'utf8')).toBe(vercelConfig(security));
  const nginx = readFileSync('deploy/nginx.conf', 'utf8');
  expect(nginx).toBe(nginxConfig(security, nginxSite(nginx)));
  // The build rewrites them: a difference from the commit means they were not committed after a change.
  const stale = execFileSync('git', ['status', '--porcelain', '--', 'vercel.json', 'deploy/nginx.conf'], { encoding: 'utf8' });
  expect(stale, 'commit vercel.json and deploy/nginx.conf as the build wrote them').toBe('');
});

test('connections: a page’s policy leaves them to default-src \'self\' (or names the market’s origin); the policy for any path, which has no default-src, names them itself', () => {
  expect(contentSecurityPolicy()).not.toContain('connect-src');
  expect(contentSecurityPolicy({ connectOrigins: ['https://market.example'] })).toContain("connect-src 'self' https://market.example");
  expect(anyPathPolicy()).toContain("connect-src 'self'");
  expect(anyPathPolicy()).not.toContain('default-src');
});

test('Netlify, Cloudflare Pages and Vercel give the Chancellor’s model files their types (Scene Viewer and Quick Look take no other)', () => {
  const headers = readFileSync('dist/_headers', 'utf8');
  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
  const vercelType = (path: string) =>
    vercel.headers.filter(({ source }) => new RegExp(`^${source}$`).test(path)).flatMap((rule) => rule.headers.filter((h) => h.key === 'Content-Type').map((h) => h.value));
  const models = readdirSync('dist/assets').filter((file) => /\.(glb|usdz)$/.test(file));
  expect(models.length).toBe(3); // the scene's model, the room's GLB and its USDZ
  for (const file of models) {
    const type = file.endsWith('.usdz') ? 'model/vnd.usdz+zip' : 'model/gltf-binary';
    expect(headersFileFor(headers, `/assets/${file}`)['Content-Type'], file).toBe(type);
    expect(vercelType(`/assets/${file}`), file).toEqual([type]);
  }
  expect(vercelType('/assets/index.js')).toEqual([]);
});

/** The policies a path gets from dist/_headers (Netlify, Cloudflare Pages), each rule's apart. */
const headersFilePolicies = (file: string, path: string): string[] => headersFileFor(file, path)['Content-Security-Policy']?.split(/, (?=[a-z-]+ )/) ?? [];

/** The policies a path gets from vercel.json: every entry whose source (a regular expression in path-to-regexp's groups) matches it. */
function vercelPolicies(config: { headers: { source: string; headers: { key: string; value: string }[] }[] }, path: string): string[] {
  return config.headers
    .filter(({ source }) => new RegExp(`^${source}$`).test(path))
    .flatMap(({ headers }) => headers.filter(({ key }) => key.toLowerCase() === 'content-security-policy').map(({ value }) => value));
}

test('Netlify, Cloudflare Pages and Vercel send each page one policy, naming only its own stylesheet', () => {
  const pageStyles = builtPageStyleHashes('dist');
  const styleSources = (policy: string) => policy.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'style-src')?.slice(1);
  const pages: [string, string][] = [
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/community', 'community/index.html'],
    ['/community/index.html', 'community/index.html'],
    ['/memes', 'memes/index.html'],
    ['/stage', 'stage/index.html'],
    ['/stage/console', 'stage/console/index.html'],
    ['/404.html', '404.html'],
  ];
  const headers = readFileSync('dist/_headers', 'utf8');
  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8'));
  const hosts: [string, (path: string) => string[]][] = [
    ['_headers', (path) => headersFilePolicies(headers, path)],
    ['vercel.json', (path) => vercelPolicies(vercel, path)],
  ];
  // What a browser enforces of the policies it gets: each one, so a directive is as strict as the strictest that names it.
  const directive = (policies: string[], name: string) => policies.map((p) => p.split('; ').find((d) => d.startsWith(`${name} `))).filter(Boolean);
  for (const [host, policiesOf] of hosts) {
    // One policy names the page's styles (two would both be enforced, and each adds its bytes to the first round trip).
    for (const [path, file] of pages) {
      const named = policiesOf(path).filter((policy) => styleSources(policy));
      expect(named, `${host} ${path}`).toHaveLength(1);
      expect(styleSources(named[0]!), `${host} ${path}`).toEqual(["'self'", ...pageStyles[file]!]);
      expect(directive(policiesOf(path), 'default-src'), `${host} ${path}`).toEqual(["default-src 'self'"]);
    }
    // Every path, one that no rule names (answered with the 404 view) too, comes with a policy for its scripts and frames.
    for (const path of ['/assets/index.js', '/posters/hero.webp', '/sw.js', '/nope', '/no/such/page', '/assets/gone.js']) {
      const policies = policiesOf(path);
      expect(policies.length, `${host} ${path}`).toBeGreaterThanOrEqual(1);
      expect(directive(policies, 'script-src').length, `${host} ${path}`).toBeGreaterThanOrEqual(1);
      expect(directive(policies, 'frame-ancestors'), `${host} ${path}`).toContain("frame-ancestors 'none'");
      expect(directive(policies, 'object-src'), `${host} ${path}`).toContain("object-src 'none'");
    }
  }
  // Vercel answers any other address with the 404 view: its policy is the 404 page's.
  expect(styleSources(vercelPolicies(vercel, '/nope')[0]!)).toEqual(["'self'", ...pageStyles['404.html']!]);
});

test('with the policy on, lite: no violation, no console error, no request to another origin', async ({ page, baseURL }) => {
  test.setTimeout(90_000); // six first loads in a row, the home page scrolled through
  await policyHolds(page, baseURL!, '?mode=lite', () => Promise.resolve());
});
