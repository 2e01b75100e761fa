import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** What `src/runtime/pageFiles.ts` reads, and the build writes the pages' files in place of. */
const PAGE_FILES_TOKEN = 'globalThis.__chipc_page_files__';

/**
 * Gives the client each page's built file: `{ 'src/pages/Community.tsx':
 * '/assets/Community-B1uNBvUh.js' }`, written over the token in whichever chunk holds it, for
 * each lazily imported module whose source path that chunk spells (the route table's).
 *
 * A page whose script failed is asked for again at once, and on the next visit, at an address of
 * its own (the same file with a query): browsers that keep a failed module for the document (the
 * HTML standard's module map rule until 2025, still shipped by some) answer a second import() of
 * the same address with the same failure, and a 404 served with /assets/'s year of caching stays
 * in the browser's cache for the next documents too. The import that Vite writes names the hashed
 * file, and nothing else in the client knows it.
 *
 * The entry's hash already covers these names (its import() calls spell them), so writing them
 * after hashing keeps the file's name true to its bytes.
 */
export function pageFiles(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'chipc:page-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        files[relative(root, chunk.facadeModuleId).split('\\').join('/')] = base + chunk.fileName;
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.code.includes(PAGE_FILES_TOKEN)) continue;
        // Only the modules that chunk names by their source (the route table's pages), not every lazy part.
        const named = Object.fromEntries(Object.entries(files).filter(([source]) => chunk.code.includes(source)));
        chunk.code = chunk.code.split(PAGE_FILES_TOKEN).join(`(${JSON.stringify(named)})`);
      }
    },
  };
}
