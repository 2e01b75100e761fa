import type { ComponentType } from 'react';
import type { PageMeta } from './content/meta';
import { pageMeta } from './content/meta';
import { paths } from './content/paths';
import { pageChunk, type PageChunk } from './runtime/pageChunk';

/** A route is named by its page's meta: adding the meta names the route. */
type RouteId = keyof typeof pageMeta;

/**
 * The screens a route can show, each loaded in a chunk of its own: the compositions in pages/, and
 * the products' screens, which stand at the root of their folder (the meme office, the show and its
 * console). The companion's parts sit at the root of theirs too, but are no route's screen.
 */
const screens = import.meta.glob<{ default: ComponentType }>(['./pages/*.tsx', './features/{memes,show}/*.tsx']);

/**
 * The page chunk of the screen in `source`, named once: for its import, and as the build's manifest
 * names it (the build also finds the page's file for a retry by this spelling in the code).
 */
function screen(source: `src/${string}`): PageChunk {
  const load = screens[source.replace(/^src\//, './')];
  if (!load) throw new Error(`routes: no screen ${source}`);
  return pageChunk(source, load);
}

export interface RouteDef {
  id: RouteId;
  /** The exact path; null for the catch-all (the 404 view). */
  path: string | null;
  /** Where the prerendered page goes under dist/. */
  file: string;
  meta: PageMeta;
  /** The site's header and footer around the page; the show on an event screen has neither. */
  chrome: { header: boolean; footer: boolean };
  page: PageChunk;
}

/**
 * The one route table: the client router, the prerender and the page meta read it. A route's page is
 * a composition in pages/ (the home page's sections and companion, community, the 404 view), or a
 * product's own screen in features/ (the show, its console, the meme office).
 */
export const routes: readonly RouteDef[] = [
  {
    id: 'home',
    path: paths.home,
    file: 'index.html',
    meta: pageMeta.home,
    chrome: { header: true, footer: true },
    page: screen('src/pages/Home.tsx'),
  },
  {
    id: 'community',
    path: paths.community,
    file: 'community/index.html',
    meta: pageMeta.community,
    chrome: { header: true, footer: true },
    page: screen('src/pages/Community.tsx'),
  },
  {
    id: 'memes',
    path: paths.memes,
    file: 'memes/index.html',
    meta: pageMeta.memes,
    chrome: { header: true, footer: true },
    page: screen('src/features/memes/MemeOffice.tsx'),
  },
  {
    id: 'show',
    path: paths.show,
    file: 'stage/index.html',
    meta: pageMeta.show,
    chrome: { header: false, footer: false },
    page: screen('src/features/show/Show.tsx'),
  },
  {
    id: 'showConsole',
    path: paths.showConsole,
    file: 'stage/console/index.html',
    meta: pageMeta.showConsole,
    chrome: { header: false, footer: false },
    page: screen('src/features/show/ShowConsole.tsx'),
  },
  {
    // Any other path: static hosts serve this file with status 404.
    id: 'notFound',
    path: null,
    file: '404.html',
    meta: pageMeta.notFound,
    chrome: { header: true, footer: false },
    page: screen('src/pages/NotFound.tsx'),
  },
];
