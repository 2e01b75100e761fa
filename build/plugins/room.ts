import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:room-models';
const RESOLVED = `\0${ID}`;
const MESHOPT = 'three/examples/jsm/libs/meshopt_decoder.module.js';
const NO_MESHOPT = '\0room-no-meshopt';
const TEMPLATE = '/@google/model-viewer/lib/template.js';
const RENDER = 'render(templateResult, shadowRoot);';

/**
 * model-viewer's template with its one <style> element made a constructed stylesheet, adopted by each
 * viewer's shadow root with the element's own styles. As an element it is an inline stylesheet, which the pages' policy refuses:
 * allowing it by its hash would cost every page's first round trip the hash twice (header and <meta>),
 * since a visit keeps the policy of the page it started on. A constructed sheet is not inline markup,
 * and the policy stays as it is. Fails the build if a new model-viewer changes the template's shape.
 */
function adoptedTemplateStyle(code: string, fail: (message: string) => never): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(code);
  if (!style || !code.includes(RENDER) || /[\\`]|\$\{/.test(style[1]!)) fail(`model-viewer's ${TEMPLATE} changed shape: see build/plugins/room.ts`);
  // Lit sets the shadow root's adopted sheets to the class's styles (\`elementStyles\`) when the element
  // is connected, replacing any adopted before: the sheet joins those styles, and is adopted at once too.
  const adopt = `const styles = shadowRoot.host.constructor.elementStyles;
    if (styles && !styles.includes(viewerSheet())) styles.push(viewerSheet());
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, viewerSheet()];
    ${RENDER}`;
  return `${code.replace(style[0], '').replace(RENDER, adopt)}
let sheet;
function viewerSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(style[1])});
  }
  return sheet;
}
`;
}

/**
 * The room's viewer and the Chancellor's AR files. The files are made from the committed model each time the site is built (or served in
 * development): `chancellor-room.glb` (Scene Viewer, WebXR and the 3D viewer) and `chancellor.usdz`
 * (Quick Look). `virtual:room-models` gives the page their addresses; they are written to a cache
 * folder and imported from there with `?url`, so Vite names them by their content like any asset,
 * and serves them in development. Only the room's viewer imports the module, so no page loads them.
 *
 * model-viewer imports three's meshopt decoder, which compiles WebAssembly as soon as it is imported:
 * the pages' policy refuses that, and the room's copy is not meshopt-compressed (assets/room/arModel.ts),
 * so model-viewer gets a decoder that says it is unsupported instead, and the policy stays as it is.
 */
export function room(): Plugin {
  let made: Promise<string> | null = null;
  let root = process.cwd();
  const make = async () => {
    const folder = resolve(root, 'node_modules/.cache/chipc-room');
    mkdirSync(folder, { recursive: true });
    // Through Vite's module runner, as `npm run assets` runs the model's builder: three.js and the
    // makers load only when a build or the development server reaches the room's view.
    const { arModel } = (await runnerImport<typeof import('../../assets/room/arModel.ts')>(resolve(root, 'assets/room/arModel.ts'))).module;
    const { quickLookModel } = (await runnerImport<typeof import('../../assets/room/quickLook.ts')>(resolve(root, 'assets/room/quickLook.ts'))).module;
    const glb = await arModel(new Uint8Array(readFileSync(resolve(root, 'assets/chancellor.glb'))));
    const usdz = await quickLookModel(glb);
    const write = (name: string, bytes: Uint8Array) => {
      const file = join(folder, name);
      // Unchanged files keep their time, so the development server does not reload for them.
      let same = false;
      try {
        same = Buffer.from(bytes).equals(readFileSync(file));
      } catch {
        /* not made yet */
      }
      if (!same) writeFileSync(file, bytes);
      return JSON.stringify(`${file}?url`);
    };
    return `export { default as glb } from ${write('chancellor-room.glb', glb)};\nexport { default as usdz } from ${write('chancellor.usdz', usdz)};\n`;
  };
  return {
    name: 'chipc:room',
    // Before Vite's own resolver, which would otherwise find three's decoder first.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id, importer) {
      if (id === ID) return RESOLVED;
      if (id === MESHOPT && importer?.includes('/@google/model-viewer/')) return NO_MESHOPT;
      return null;
    },
    transform(code, id) {
      return id.endsWith(TEMPLATE) ? adoptedTemplateStyle(code, (message) => this.error(message)) : null;
    },
    load(id) {
      if (id === NO_MESHOPT) return 'export const MeshoptDecoder = { supported: false, ready: Promise.resolve() };\n';
      if (id !== RESOLVED) return null;
      // Made again when the model changes (the development server), or after a failure.
      this.addWatchFile(resolve(root, 'assets/chancellor.glb'));
      made ??= make().catch((error: unknown) => {
        made = null;
        throw error;
      });
      return made;
    },
    watchChange(id) {
      if (id === resolve(root, 'assets/chancellor.glb')) made = null;
    },
  };
}
