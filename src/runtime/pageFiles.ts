/**
 * Each page's built file, by its source path. The build writes the map in place of this global's
 * name (build/plugins/pageFiles.ts): a name, not a literal, so that the minifier cannot fold it
 * away first. In development and unit tests nothing is there, and no page has a file: a failed
 * import is then tried again at its own address only.
 */
const files: Readonly<Record<string, string>> = (globalThis as { __chipc_page_files__?: Record<string, string> }).__chipc_page_files__ ?? {};

/** The built file of the page whose module is `source` (as the manifest names it), if known. */
export const pageFile = (source: string): string | undefined => files[source];
