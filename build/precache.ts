import { createHash } from 'node:crypto';

/** One chunk of Vite's build manifest (`build.manifest`), as far as the service worker's sets read it. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

interface PrecacheEntry {
  url: string;
  /** Null where the name already carries a content hash (Vite's assets/). */
  revision: string | null;
}

interface BuiltFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * Never cached by the service worker: share images are fetched by networks' servers, host rules by
 * hosts. The 404 page neither: some hosts answer /404.html with status 404, which fails a whole
 * install; offline, the home page's scripts render the 404 view instead.
 */
const LEFT_OUT = new Set(['og-image.png', 'sw.js', '_headers', 'robots.txt', '404.html']);
/** The shell's own kinds of file, whatever their name: pages, stylesheets, fonts (the tab's icon is in each page). */
const SHELL_KINDS = /\.(html|css|woff2)$/;

/**
 * The files the chunks under `keys` need, as paths under the build folder: their scripts,
 * stylesheets and assets (a worker's bundle, a font), through static and dynamic imports,
 * never entering a chunk in `stop`.
 */
export function chunkFiles(manifest: ViteManifest, keys: readonly string[], stop: ReadonlySet<string> = new Set()): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || stop.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The images a prerendered page's markup shows, as site paths (`/posters/hero.webp`); with `atOnce`,
 * only those it loads at once (not `loading="lazy"`): what its first screen shows. A `<picture>`'s
 * sources count too: which one a screen takes (a phone's band, a wide screen's column) is the
 * browser's choice, and the offline copy must hold the one this screen shows.
 */
export function imagesIn(html: string, { atOnce = false } = {}): string[] {
  const found = new Set<string>();
  for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>|<img\b[^>]*>/gi)) {
    const img = /<img\b[^>]*>/i.exec(picture)?.[0] ?? '';
    if (atOnce && /\sloading="lazy"/i.test(img)) continue;
    for (const [, src] of picture.matchAll(/\s(?:src|srcset)="(\/[^"/][^"\s,]*)"/gi)) found.add(src!);
  }
  return [...found];
}

const revisioned = (file: BuiltFile): PrecacheEntry => ({
  url: `/${file.path}`,
  revision: file.path.startsWith('assets/') ? null : createHash('sha256').update(file.bytes).digest('hex').slice(0, 16),
});

export interface OfflineSets {
  /** Precached at install, for every visitor: what any page needs to load and run offline. */
  shell: PrecacheEntry[];
  /** Cached once /stage is visited (a venue screen): the show's own files the shell lacks, site paths. */
  show: string[];
}

/**
 * What the service worker keeps, from the finished build folder (paths with their bytes) and Vite's
 * manifest. The shell: every page but the 404 page, every stylesheet and font, the code of the
 * entry and of every page (static and dynamic imports). No picture: which shape of a poster a screen
 * takes only the page knows, so each page asks for the ones it shows (lib/offline.ts). Not the 3D
 * scene (`scene`: its page side and its worker, which a lite visitor never runs), nor any other
 * worker a page starts (the meme office's clip worker, with its encoder) but the mode's probe
 * (`probe`: the module that starts it; every page does), nor the other posters or the whitepaper:
 * those are cached when first used; nor the room's view (`room`). `/stage` adds its own set (`show`: the show page's chunk, the
 * scene, its models and `showImages`), so a venue screen opened once runs offline in either mode. Workbox
 * fetches each shell entry at install and refetches it when its revision changes, so a new deploy
 * replaces exactly what changed.
 */
export function offlineSets({
  files,
  manifest,
  scene,
  show,
  probe,
  room,
  showImages,
}: {
  files: readonly BuiltFile[];
  manifest: ViteManifest;
  /** The scene's page-side module, as the manifest keys it (its source path). */
  scene: string;
  /** The show page's module, likewise. */
  show: string;
  /** The module that starts the mode's probe, likewise: its worker runs on every page, so it is shell. */
  probe: string;
  /**
   * The room's view (model-viewer and the AR files), likewise: fetched only when a visitor asks to see
   * the Chancellor in the room, and cached then, never at install (a megabyte few visitors want).
   */
  room: string;
  showImages: readonly string[];
}): OfflineSets {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('precache: no entry chunk in the manifest');
  for (const key of [scene, show, probe, room]) if (!manifest[key]) throw new Error(`precache: no chunk for ${key} in the manifest`);
  // Workers a page starts (new Worker(new URL(…)), listed as a chunk's script assets) carry what
  // only they need (a clip's encoder and muxer): cached when first used, like the scene. The
  // probe's worker is the exception: half a kilobyte that every page in the automatic mode starts.
  const scriptAssets = (chunk: ViteManifest[string] | undefined) => (chunk?.assets ?? []).filter((asset) => asset.endsWith('.js'));
  const sceneWorkers = new Set(scriptAssets(manifest[scene]));
  const shellWorkers = new Set(scriptAssets(manifest[probe]));
  const workers = new Set(Object.values(manifest).flatMap(scriptAssets).filter((file) => !sceneWorkers.has(file) && !shellWorkers.has(file)));
  const wanted = new Set([...chunkFiles(manifest, [entry], new Set([scene, room]))].filter((file) => !workers.has(file)));
  const shell = files
    .filter((f) => !LEFT_OUT.has(f.path) && (SHELL_KINDS.test(f.path) || wanted.has(f.path)))
    .map(revisioned)
    .sort((a, b) => a.url.localeCompare(b.url));
  const inShell = new Set(shell.map((e) => e.url));
  const built = new Set(files.map((f) => `/${f.path}`));
  // The scene's models (the Chancellor's .glb) are fetched by its worker, which the manifest does not
  // follow; the room's own copy is the room view's asset, and stays out.
  const roomFiles = chunkFiles(manifest, [room]);
  const models = files.filter((f) => f.path.startsWith('assets/') && f.path.endsWith('.glb') && !roomFiles.has(f.path)).map((f) => f.path);
  const showFiles = [...chunkFiles(manifest, [show, scene], new Set([room])), ...models].filter((file) => !workers.has(file)).map((file) => `/${file}`);
  const showSet = [...new Set([...showFiles, ...showImages])].filter((url) => built.has(url) && !inShell.has(url)).sort();
  return { shell, show: showSet };
}
