import { paths } from '../src/content/paths.ts';
import { parseExternalUrl } from '../src/lib/contract.ts';
import { anyPathPolicy, contentSecurityPolicy, securityHeaders, type SecurityOptions } from './securityHeaders.ts';

/**
 * How every host serves dist/, from one module: caching by path, the
 * security headers, HSTS where the host is always https, and the three
 * config files generated from them (Netlify / Cloudflare Pages `_headers`,
 * `vercel.json`, an nginx server block), so they cannot drift apart.
 */

/** The policy's inputs from the build's variables: the page may connect to the market endpoint's origin, and to nothing else beyond its own. */
export function securityFromEnv(env: Record<string, string | undefined>, styleHashes: string[] = []): SecurityOptions {
  const market = parseExternalUrl(env.VITE_MARKET_URL, '');
  return { connectOrigins: market ? [new URL(market).origin] : [], styleHashes };
}

/** Hashed file names under /assets/: a new build never reuses one, so they keep for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages: asked again on every visit (a 304 when unchanged), so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
/** Pictures and the PDF keep their names across deploys: a day fresh, then served while refreshed. */
export const MEDIA = 'public, max-age=86400, stale-while-revalidate=604800';
/** Anything else (robots.txt): an hour. */
const SHORT = 'public, max-age=3600';

/**
 * The types of the Chancellor's model files, which not every host knows: Scene Viewer and Quick Look
 * take a model only with its own type. Hosts gzip them too (the AR copy's floats and the USDZ's
 * text shrink to a third or less).
 */
export const MODEL_TYPES: Readonly<Record<string, string>> = { '.glb': 'model/gltf-binary', '.usdz': 'model/vnd.usdz+zip' };
const modelType = (path: string) => MODEL_TYPES[/\.[a-z]+$/.exec(path)?.[0] ?? ''];

/** HTTPS only, for two years: hosts that always serve https send it (nginx once it does, see the README). */
const HSTS = 'max-age=63072000; includeSubDomains';

/** The pages: each route's address and its prerendered file, and the 404 view's. */
const PAGE_PATHS = [...Object.values(paths).flatMap((p) => (p === '/' ? ['/', '/index.html'] : [p, `${p}/index.html`])), '/404.html'];

interface Rule {
  /** A path prefix ending in '/', or an exact path. */
  path: string;
  cache: string;
}

const CACHE_RULES: readonly Rule[] = [
  { path: '/assets/', cache: IMMUTABLE },
  { path: '/posters/', cache: MEDIA },
  // The stickers' cut-out frames: made again with the posters, under the same names.
  { path: '/stickers/', cache: MEDIA },
  { path: '/og-image.png', cache: MEDIA },
  { path: '/apple-touch-icon.png', cache: MEDIA },
  { path: '/chipc-whitepaper.pdf', cache: MEDIA },
  { path: '/robots.txt', cache: SHORT },
  // The service worker: checked on every load, so a new deploy's worker (and its precache) takes over at once.
  { path: '/sw.js', cache: REVALIDATE },
];

/** Cache-Control for a served path: `html` when the answer is a page (a route, or the 404 view for any path). */
export function cacheControl(path: string, html: boolean): string {
  if (html) return REVALIDATE;
  const rule = CACHE_RULES.find((r) => (r.path.endsWith('/') ? path.startsWith(r.path) : path === r.path));
  return rule?.cache ?? SHORT;
}

/** A page's address (or its file's), as served, to its file in dist/ ('/community' → 'community/index.html'). */
function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  return path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}/index.html`;
}

/** The policy of a page's address: it names only the page's own stylesheet. */
const pagePolicy = (options: SecurityOptions, path: string) =>
  contentSecurityPolicy({ ...options, styleHashes: options.pageStyleHashes?.[pageFile(path)] ?? options.styleHashes });

/** The security headers without the policy, which each host sends by path (below). */
const withoutPolicy = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'Content-Security-Policy'));

/**
 * dist/_headers (Netlify, Cloudflare Pages): the security headers everywhere, and one
 * Cache-Control and one policy per path. Both hosts join a header that two matching rules set
 * into one list, never letting the later one win, and a browser enforces each policy of such a
 * list. So the full policy is sent by path: each page's names its own stylesheet only, the files'
 * (scripts, workers, pictures) no stylesheet. Every path also gets the policy without its style
 * directives (`/*`): beside a page's own it changes nothing, and an address no rule names, answered
 * with the 404 view, is not served without one (the view's <meta> policy adds the rest). Each model
 * file (`built`: the build's file paths) gets its type by its own path: the hosts' patterns match
 * whole path segments only, never a file's extension.
 */
export function headersFile(options: SecurityOptions, built: readonly string[] = []): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const security = securityHeaders(options);
  const filesPolicy = contentSecurityPolicy({ ...options, styleHashes: [], wasm: true });
  return [
    block('/*', { ...withoutPolicy(security), 'Strict-Transport-Security': HSTS, 'Content-Security-Policy': anyPathPolicy(options) }),
    ...CACHE_RULES.map((r) => block(r.path.endsWith('/') ? `${r.path}*` : r.path, { 'Cache-Control': r.cache, 'Content-Security-Policy': filesPolicy })),
    ...PAGE_PATHS.map((p) => block(p, { 'Cache-Control': REVALIDATE, 'Content-Security-Policy': pagePolicy(options, p) })),
    ...built
      .filter(modelType)
      .sort()
      .map((path) => block(`/${path}`, { 'Content-Type': modelType(path)! })),
    '',
  ].join('\n');
}

/**
 * vercel.json: the build, clean URLs without trailing slashes, and the same headers. The policy
 * is sent by path too (never by two entries that match one path): each page's names its own
 * stylesheet; every other path (files, and any address the 404 view answers) gets the 404 page's.
 */
export function vercelConfig(options: SecurityOptions): string {
  const entry = (source: string, headers: Record<string, string>) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  const security = securityHeaders(options);
  // Every path but the pages', in path-to-regexp's syntax (a group holds a regular expression).
  const escape = (p: string) => p.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const notAPage = `/((?!(?:${PAGE_PATHS.filter((p) => p !== '/').map(escape).join('|')})$).+)`;
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      entry('/(.*)', { ...withoutPolicy(security), 'Strict-Transport-Security': HSTS }),
      entry(notAPage, { 'Content-Security-Policy': pagePolicy({ ...options, wasm: true }, '/404.html') }),
      ...CACHE_RULES.map((r) => entry(r.path.endsWith('/') ? `${r.path}(.*)` : r.path, { 'Cache-Control': r.cache })),
      ...PAGE_PATHS.map((p) => entry(p, { 'Cache-Control': REVALIDATE, 'Content-Security-Policy': pagePolicy(options, p) })),
      ...Object.entries(MODEL_TYPES).map(([extension, type]) => entry(`/assets/(.+\\${extension})`, { 'Content-Type': type })),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Where the nginx server block listens and what it serves: the two lines an operator edits, kept by every build. */
export interface NginxSite {
  listen: string;
  root: string;
}

const NGINX_DEFAULTS: NginxSite = { listen: '8080', root: '/srv/chipc/dist' };

/** Reads the operator's `listen` and `root` back from an existing server block. */
export function nginxSite(conf: string | null): NginxSite {
  return {
    listen: /^\s*listen\s+([^;]+);/m.exec(conf ?? '')?.[1] ?? NGINX_DEFAULTS.listen,
    root: /^\s*root\s+([^;]+);/m.exec(conf ?? '')?.[1] ?? NGINX_DEFAULTS.root,
  };
}

/** deploy/nginx.conf: a server block for the http {} of nginx.conf (or conf.d/). */
export function nginxConfig(options: SecurityOptions, site: NginxSite = NGINX_DEFAULTS): string {
  // add_header in a location drops the server's: every location repeats the security headers.
  // The files' (and any other address's) headers: their policy lets a worker compile WebAssembly.
  const security = Object.entries(securityHeaders({ ...options, wasm: true })).map(([k, v]) => `        add_header ${k} "${v}" always;`);
  const location = (match: string, cache: string, extra: string[] = []) =>
    [`    location ${match} {`, ...security, `        add_header Cache-Control "${cache}" always;`, ...extra, '    }'].join('\n');
  // The model files' types, in locations nested in /assets/'s (which they inherit the headers of): a
  // `types` block replaces the whole map of types where it stands.
  const models = Object.entries(MODEL_TYPES).flatMap(([extension, type]) => [
    `        location ~ \\${extension}$ {`,
    '            types { }',
    `            default_type ${type};`,
    '            try_files $uri =404;',
    '        }',
  ]);
  const files = CACHE_RULES.map((r) => location(r.path.endsWith('/') ? r.path : `= ${r.path}`, r.cache, ['        try_files $uri =404;', ...(r.path === '/assets/' ? models : [])]));
  // Each page, at its address and as its file, with a policy that names only its own stylesheet.
  const pageLocation = (match: string, hashes: string[], file: string) =>
    [
      `    location ${match} {`,
      ...Object.entries(securityHeaders({ ...options, styleHashes: hashes })).map(([k, v]) => `        add_header ${k} "${v}" always;`),
      `        add_header Cache-Control "${REVALIDATE}" always;`,
      `        try_files ${file} =404;`,
      '    }',
    ].join('\n');
  const pages = Object.entries(options.pageStyleHashes ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, hashes]) => {
      const address = file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'/index.html'.length)}` : null;
      return [...(address ? [pageLocation(`= ${address}`, hashes, `/${file}`)] : []), pageLocation(`= /${file}`, hashes, '$uri')];
    });
  return `# $CHIPC, served by nginx: a server block for the http {} context.
# Written by \`npm run build\` from build/hosting.ts; edit only \`listen\` and \`root\` (each build keeps them).
# Over https (listen 443 ssl, or behind a TLS proxy), also send HSTS: in your deployed copy, add to every location
#     add_header Strict-Transport-Security "${HSTS}" always;
server {
    listen ${site.listen};
    root ${site.root};
    index index.html;
    charset utf-8;
    absolute_redirect off;
    server_tokens off;

    gzip on;
    gzip_vary on;
    gzip_min_length 256;
    gzip_comp_level 6;
    gzip_types text/css application/javascript application/json image/svg+xml text/plain application/pdf ${Object.values(MODEL_TYPES).join(' ')};

    # A page, the 404 view for anything else (malformed addresses included), never another route's markup.
    error_page 404 /404.html;
    error_page 400 =404 /404.html;

    # /community/ → /community: one address per page. Never for a path whose second character is a
    # slash or a backslash (/%5Cevil.com/): the Location would read as another host's address.
    rewrite "^(/[^/\\\\\\\\].*)/$" $1 permanent;

    # The host files of other hosts are not pages.
    location = /_headers {
        return 404;
    }

${[...files, ...pages].join('\n\n')}

${location('/', REVALIDATE, ['        try_files $uri $uri/index.html =404;'])}
}
`;
}
