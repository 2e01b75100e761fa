import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { pageFiles } from './pageFiles';

const chunk = (fileName: string, code: string, facadeModuleId: string | null, isDynamicEntry: boolean) =>
  ({ type: 'chunk', fileName, code, facadeModuleId, isDynamicEntry }) as unknown as Rollup.OutputChunk;

/** Runs the plugin over a bundle as the build hands it over, at `root` and `base`. */
function written(bundle: Record<string, Rollup.OutputChunk>, base = '/') {
  const plugin = pageFiles();
  (plugin.configResolved as (c: unknown) => void)({ root: '/repo', base });
  (plugin.generateBundle as (o: unknown, b: Rollup.OutputBundle) => void)({}, bundle as unknown as Rollup.OutputBundle);
  return bundle;
}

describe('pageFiles', () => {
  it('writes each page the chunk names by its source, with its built file, in place of the global', () => {
    const bundle = written({
      entry: chunk('assets/index-a.js', 'var f=globalThis.__chipc_page_files__??{};X(`src/pages/Community.tsx`)', '/repo/src/main.tsx', false),
      page: chunk('assets/Community-b.js', 'export default 1', '/repo/src/pages/Community.tsx', true),
      part: chunk('assets/Cabinet-c.js', 'export default 2', '/repo/src/sections/Cabinet.tsx', true),
    });
    expect(bundle.entry!.code).toBe('var f=({"src/pages/Community.tsx":"/assets/Community-b.js"})??{};X(`src/pages/Community.tsx`)');
    expect(bundle.page!.code).toBe('export default 1');
  });

  it('puts the files under the site’s base', () => {
    const bundle = written(
      {
        entry: chunk('assets/index-a.js', 'globalThis.__chipc_page_files__;"src/pages/Home.tsx"', '/repo/src/main.tsx', false),
        page: chunk('assets/Home-d.js', '', '/repo/src/pages/Home.tsx', true),
      },
      '/chipc/',
    );
    expect(bundle.entry!.code).toContain('{"src/pages/Home.tsx":"/chipc/assets/Home-d.js"}');
  });
});
