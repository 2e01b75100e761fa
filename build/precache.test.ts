import { describe, expect, it } from 'vitest';
import { chunkFiles, imagesIn, offlineSets, type ViteManifest } from './precache';

const file = (path: string, text = path) => ({ path, bytes: new TextEncoder().encode(text) });

/** A build like the site's: an entry loading pages, the motion and the scene (with its worker) by import(). */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_shared-s1.js'],
    dynamicImports: ['src/pages/Home.tsx', 'src/features/show/Show.tsx', 'src/features/memes/MemeOffice.tsx', 'src/motion/MotionDirector.tsx', 'src/scene/page/SceneCanvas.tsx', 'src/mode/detect.ts'],
    css: ['assets/index-c1.css'],
    assets: ['assets/font-f1.woff2'],
  },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  'src/pages/Home.tsx': { file: 'assets/Home-h1.js', src: 'src/pages/Home.tsx', imports: ['index.html'], dynamicImports: ['src/sections/About.tsx'], css: ['assets/Home-h2.css'] },
  'src/sections/About.tsx': { file: 'assets/About-a1.js', src: 'src/sections/About.tsx', imports: ['index.html'], css: ['assets/About-a2.css'] },
  'src/features/show/Show.tsx': { file: 'assets/Show-w1.js', src: 'src/features/show/Show.tsx', imports: ['index.html', '_shared-s1.js'], css: ['assets/Show-w2.css'] },
  'src/features/memes/MemeOffice.tsx': { file: 'assets/Memes-e1.js', src: 'src/features/memes/MemeOffice.tsx', imports: ['index.html'], dynamicImports: ['src/components/room/RoomView.tsx'], assets: ['assets/clipWorker-e2.js'] },
  'src/components/room/RoomView.tsx': {
    file: 'assets/RoomView-r1.js',
    src: 'src/components/room/RoomView.tsx',
    imports: ['index.html'],
    css: ['assets/RoomView-r2.css'],
    assets: ['assets/chancellor-room-r3.glb', 'assets/chancellor-r4.usdz'],
  },
  'src/motion/MotionDirector.tsx': { file: 'assets/Motion-m1.js', src: 'src/motion/MotionDirector.tsx', imports: ['index.html'] },
  'src/scene/page/SceneCanvas.tsx': {
    file: 'assets/SceneCanvas-k1.js',
    src: 'src/scene/page/SceneCanvas.tsx',
    imports: ['index.html', '_shared-s1.js', '_sceneOnly-o1.js'],
    assets: ['assets/sceneWorker-k2.js'],
  },
  '_sceneOnly-o1.js': { file: 'assets/sceneOnly-o1.js' },
  'src/mode/detect.ts': { file: 'assets/detect-d1.js', src: 'src/mode/detect.ts', imports: ['index.html'], assets: ['assets/probeWorker-d2.js'] },
};
const built = [
  ...Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? []), ...(c.assets ?? [])]),
  'assets/home-later-l1.css',
  'assets/chancellor-g1.glb',
  'index.html',
  'community/index.html',
  'stage/index.html',
  'memes/index.html',
  '404.html',
  'og-image.png',
  'apple-touch-icon.png',
  '_headers',
  'robots.txt',
  'sw.js',
  'chipc-whitepaper.pdf',
  ...['hero', 'about', 'cabinet', 'minister-byte', 'minister-cache'].map((p) => `posters/${p}.webp`),
].map((p) => file(p));
const sets = () =>
  offlineSets({
    files: built,
    manifest,
    scene: 'src/scene/page/SceneCanvas.tsx',
    show: 'src/features/show/Show.tsx',
    probe: 'src/mode/detect.ts',
    room: 'src/components/room/RoomView.tsx',
    showImages: ['/posters/hero.webp', '/posters/minister-byte.webp', '/posters/minister-cache.webp'],
  });

describe('offlineSets', () => {
  it('precaches every page but the 404 page, the stylesheets, the font and all the code but the scene and the workers only it or one page needs: no poster (each page asks for those it shows)', () => {
    expect(sets().shell.map((e) => e.url)).toEqual(
      [
        '/assets/About-a1.js',
        '/assets/About-a2.css',
        '/assets/Home-h1.js',
        '/assets/Home-h2.css',
        '/assets/Memes-e1.js',
        '/assets/Motion-m1.js',
        '/assets/RoomView-r2.css', // every stylesheet is the shell's, but not the room view's code
        '/assets/Show-w1.js',
        '/assets/Show-w2.css',
        '/assets/detect-d1.js',
        '/assets/font-f1.woff2',
        '/assets/home-later-l1.css',
        '/assets/index-c1.css',
        '/assets/index-e1.js',
        '/assets/probeWorker-d2.js', // the mode's probe: started on every page
        '/assets/shared-s1.js',
        '/community/index.html',
        '/index.html',
        '/memes/index.html', // a page added to the route table needs nothing here
        '/stage/index.html',
      ].sort((a, b) => a.localeCompare(b)),
    );
  });
  it('leaves the scene, its worker, any other worker, the room view with its AR files, the other posters and the whitepaper to be cached when first used', () => {
    const shell = sets().shell.map((e) => e.url);
    for (const url of ['/assets/RoomView-r1.js', '/assets/chancellor-room-r3.glb', '/assets/chancellor-r4.usdz', '/posters/hero.webp', '/assets/SceneCanvas-k1.js', '/assets/sceneWorker-k2.js', '/assets/clipWorker-e2.js', '/assets/sceneOnly-o1.js', '/posters/about.webp', '/posters/minister-byte.webp', '/chipc-whitepaper.pdf', '/404.html', '/og-image.png', '/apple-touch-icon.png', '/sw.js']) {
      expect(shell).not.toContain(url);
    }
  });
  it('gives /stage the scene with its worker and its model (not the room’s copy), and the show’s posters, nothing the shell already holds', () => {
    expect(sets().show).toEqual(['/assets/SceneCanvas-k1.js', '/assets/chancellor-g1.glb', '/assets/sceneOnly-o1.js', '/assets/sceneWorker-k2.js', '/posters/hero.webp', '/posters/minister-byte.webp', '/posters/minister-cache.webp']);
  });
  it('revisions files by content, and trusts the hash in assets/ names', () => {
    const revision = (text: string) =>
      offlineSets({ files: [file('index.html', text), file('assets/index-e1.js')], manifest, scene: 'src/scene/page/SceneCanvas.tsx', show: 'src/features/show/Show.tsx', probe: 'src/mode/detect.ts', room: 'src/components/room/RoomView.tsx', showImages: [] }).shell;
    const [js, page] = revision('one');
    expect(page!.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(page!.revision).not.toBe(revision('two')[1]!.revision);
    expect(js).toEqual({ url: '/assets/index-e1.js', revision: null });
  });
  it('fails the build when the scene or the show is no longer where the build looks for it', () => {
    expect(() => offlineSets({ files: built, manifest, scene: 'src/scene/Gone.tsx', show: 'src/features/show/Show.tsx', probe: 'src/mode/detect.ts', room: 'src/components/room/RoomView.tsx', showImages: [] })).toThrow(/Gone\.tsx/);
  });
});

describe('chunkFiles', () => {
  it('follows static and dynamic imports, with stylesheets and assets, and stops where told', () => {
    expect([...chunkFiles(manifest, ['src/pages/Home.tsx'], new Set(['index.html']))].sort()).toEqual(['assets/About-a1.js', 'assets/About-a2.css', 'assets/Home-h1.js', 'assets/Home-h2.css']);
    const app = chunkFiles(manifest, ['index.html'], new Set(['src/scene/page/SceneCanvas.tsx']));
    expect(app.has('assets/font-f1.woff2')).toBe(true);
    expect(app.has('assets/shared-s1.js')).toBe(true);
    expect(app.has('assets/sceneWorker-k2.js')).toBe(false);
    expect(app.has('assets/sceneOnly-o1.js')).toBe(false);
  });
});

describe('imagesIn', () => {
  const html = '<img src="/posters/hero.webp" alt="x" fetchPriority="low"/><p><img alt="" src="/posters/about.webp" loading="lazy"/><img src="https://elsewhere.example/a.png"/><img src="/posters/hero.webp"/>';
  it('lists the site’s images a page shows, once each', () => {
    expect(imagesIn(html)).toEqual(['/posters/hero.webp', '/posters/about.webp']);
  });
  it('with atOnce, only those its first screen loads (not lazy)', () => {
    expect(imagesIn(html, { atOnce: true })).toEqual(['/posters/hero.webp']);
  });
  it('a picture: every source a screen may take, and none of a lazy one', () => {
    const picture =
      '<picture><source media="(max-width: 900px)" srcSet="/posters/hero-band.webp" width="800"/><img src="/posters/hero-column.webp" alt=""/></picture>' +
      '<picture><source srcset="/posters/later-band.webp"/><img src="/posters/later.webp" loading="lazy"/></picture>';
    expect(imagesIn(picture, { atOnce: true })).toEqual(['/posters/hero-band.webp', '/posters/hero-column.webp']);
    expect(imagesIn(picture)).toHaveLength(4);
  });
});
