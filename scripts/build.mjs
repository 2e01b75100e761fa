// `npm run build`: the client bundle, then every route prerendered to static HTML.
//   node scripts/build.mjs [--outDir dist]
// Each page gets its own title, description and share tags, its first screen's CSS inlined
// (no render-blocking request) and the rendered markup in #root, which the client
// hydrates. dist/ is then a folder any static host or CDN can serve (see README).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build, loadEnv, runnerImport } from 'vite';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = resolve(at >= 0 ? args[at + 1] : 'dist');
// One folder per build, so builds running side by side (the test servers) never share one.
const ssrDir = resolve(`node_modules/.chipc-prerender/${process.pid}`);

await build({ build: { outDir, emptyOutDir: true, manifest: true }, logLevel: process.env.BUILD_LOG ?? 'info' });
await build({
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  logLevel: 'warn',
});

const { render, routes } = await import(join(ssrDir, 'entry-server.js'));

/** Every file under `dir`, as paths relative to it with forward slashes. */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1).split('\\').join('/'));
}
const { module: hosting } = await runnerImport('./build/hosting.ts');
const { module: policy } = await runnerImport('./build/securityHeaders.ts');
const { module: pages } = await runnerImport('./build/pageHtml.ts');
const template = await readFile(join(outDir, 'index.html'), 'utf8');

// The entry's stylesheet link, replaced in each page by its CSS inlined (below).
const cssLink = template.match(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/);

// Vite's manifest: which chunks and stylesheets each route's page needs (read below, then removed).
const manifestFile = join(outDir, '.vite/manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
await rm(join(outDir, '.vite'), { recursive: true, force: true });
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
function pageKey(route) {
  const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && manifest[k].src === route.page.source);
  if (!key) throw new Error(`build: no chunk for ${route.page.source} in the manifest`);
  return key;
}
/** The chunks `keys` name and everything they import statically, in load order, once each. */
function withImports(keys) {
  const chunks = new Map();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || chunks.has(k)) return;
    chunks.set(k, chunk);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return [...chunks.values()];
}
// React DOM: imported by the entry with import(), so that evaluating it is a task apart from the
// app's, yet needed at once, so every page preloads it with its other scripts.
const startImports = (manifest[entryKey].dynamicImports ?? []).filter((key) => /(^|\/)node_modules\/react-dom\//.test(key));
if (startImports.length === 0) throw new Error('build: the entry no longer imports react-dom/client dynamically');
// Per page: the scripts it starts after its first paint (the entry, the chunks it imports, and the
// route's page chunk with its own imports, all fetched side by side so nothing waits on another);
// the CSS it inlines (the entry's and its page chunk's: what the first screen needs, a few KB gzip,
// cheaper than a round trip before the first paint); and, in one file, that of what the page
// loads later (its sections below the first screen), which the boot fetches after the first paint,
// so the document stays within the first round trip of a new connection. Never another route's.
const plans = new Map(
  await Promise.all(
    routes.map(async (route) => {
      const first = withImports([entryKey, ...startImports, pageKey(route)]);
      const later = withImports(manifest[pageKey(route)].dynamicImports ?? []);
      const firstFiles = [...new Set(first.flatMap((chunk) => chunk.css ?? []))];
      const laterFiles = [...new Set(later.flatMap((chunk) => chunk.css ?? []))].filter((file) => !firstFiles.includes(file));
      const read = async (files) => (await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')))).join('');
      const laterCss = await read(laterFiles);
      let laterFile = null;
      if (laterCss) {
        const hash = createHash('sha256').update(laterCss).digest('base64url').slice(0, 8);
        laterFile = `assets/${route.id}-later-${hash}.css`;
        await writeFile(join(outDir, laterFile), laterCss);
      }
      return [route.id, { scripts: first.map((chunk) => `/${chunk.file}`), cssFiles: [...firstFiles, ...laterFiles], css: await read(firstFiles), later: laterFile && `/${laterFile}` }];
    }),
  ),
);

// The policy allows the pages' inline stylesheets by their hashes; a <meta> carries it for hosts that send no headers.
const env = loadEnv('production', process.cwd(), 'VITE_'); // .env files and the shell's VITE_* variables (these win)
const security = hosting.securityFromEnv(env, policy.styleHashes([...plans.values()].map((plan) => plan.css)));

// Share cards need absolute addresses: networks fetch og:image from their own servers, and most ignore a relative one.
const site = env.VITE_SITE_URL?.trim() ?? '';
if (!site) {
  console.warn('build: VITE_SITE_URL is not set, so share cards carry a relative og:image and no og:url; most networks then show no picture. Set it to the public https address.');
}

/** Each route's rendered markup, by id: the service worker's sets read which images the pages show. */
const markup = new Map();
for (const route of routes) {
  const html = await render(route);
  markup.set(route.id, html);
  const file = join(outDir, route.file);
  await mkdir(dirname(file), { recursive: true });
  const { scripts, cssFiles, css, later } = plans.get(route.id);
  // The page's own <meta> policy names only its own stylesheet, as its headers do on every host.
  const metaPolicy = policy.metaContentSecurityPolicy({ ...security, styleHashes: policy.styleHashes([css]) });
  const parts = { template, css: cssLink && css ? { link: cssLink[0], text: css, files: cssFiles } : null, metaPolicy, site, scripts, later };
  await writeFile(file, pages.pageHtml(html, route, parts));
  console.log(`prerendered ${route.file.padEnd(20)} (${(html.length / 1024).toFixed(1)} KB of markup)`);
}
await rm(ssrDir, { recursive: true, force: true });

// The hosts' configs, from the one module: Netlify / Cloudflare Pages read dist/_headers, Vercel the
// project's vercel.json, nginx deploy/nginx.conf (its listen and root lines are the operator's and stay).
// Each page's policy names only its own stylesheet, on every host.
const pageStyleHashes = Object.fromEntries(routes.map((route) => [route.file, policy.styleHashes([plans.get(route.id).css])]));
await writeFile(join(outDir, '_headers'), hosting.headersFile({ ...security, pageStyleHashes }, await listFiles(outDir)));
if (outDir === resolve('dist')) {
  await writeFile('vercel.json', hosting.vercelConfig({ ...security, pageStyleHashes }));
  const nginxFile = 'deploy/nginx.conf';
  const current = await readFile(nginxFile, 'utf8').catch(() => null);
  await mkdir('deploy', { recursive: true });
  await writeFile(nginxFile, hosting.nginxConfig({ ...security, pageStyleHashes }, hosting.nginxSite(current)));
}
// The service worker last, over the finished folder: Workbox's runtime bundled with what it keeps
// offline, derived from the build (build/precache.ts): the shell it precaches for every visitor, and
// the set /stage adds. The scene's page side is named here: everything it alone brings (three.js in
// its worker) is left to be cached when first used. So is the mode's probe: its worker, which every
// page starts, is kept with the shell.
const SCENE_SOURCE = 'src/scene/page/SceneCanvas.tsx';
const PROBE_SOURCE = 'src/mode/detect.ts';
const ROOM_SOURCE = 'src/components/room/RoomView.tsx';
const { module: precache } = await runnerImport('./build/precache.ts');
const files = await Promise.all((await listFiles(outDir)).map(async (path) => ({ path, bytes: await readFile(join(outDir, path)) })));
const showRoute = routes.find((route) => route.id === 'show');
const offline = precache.offlineSets({
  files,
  manifest,
  scene: SCENE_SOURCE,
  show: pageKey(showRoute),
  probe: PROBE_SOURCE,
  room: ROOM_SOURCE,
  showImages: precache.imagesIn(markup.get('show')),
});
const swDir = resolve(`node_modules/.chipc-sw/${process.pid}`);
await build({
  configFile: false,
  logLevel: 'warn',
  define: { __PRECACHE_MANIFEST__: JSON.stringify(offline.shell), __SHOW_FILES__: JSON.stringify(offline.show), 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: swDir,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    lib: { entry: 'sw/sw.ts', formats: ['iife'], name: 'chipcServiceWorker', fileName: () => 'sw.js' },
  },
});
await writeFile(join(outDir, 'sw.js'), await readFile(join(swDir, 'sw.js')));
await rm(swDir, { recursive: true, force: true });
const kb = (urls) => (files.filter((f) => urls.includes(`/${f.path}`)).reduce((sum, f) => sum + f.bytes.length, 0) / 1024).toFixed(0);
const shellUrls = offline.shell.map((entry) => entry.url);
console.log(`service worker: sw.js precaches ${shellUrls.length} files (${kb(shellUrls)} KB); /stage adds ${offline.show.length} (${kb(offline.show)} KB)`);

// Rendering leaves timers behind (the market strip's query cache collects after 5 minutes):
// the pages are written, so end here rather than wait for them.
process.exit(0);
