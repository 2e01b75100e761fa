import type { PageMeta } from './content/meta';
import { pageMeta } from './content/meta';
import { paths } from './content/paths';
import { pageChunk, type PageChunk } from './runtime/pageChunk';

type RouteId = 'home' | 'community' | 'memes' | 'show' | 'showConsole' | 'notFound';

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
    page: pageChunk('src/pages/Home.tsx', () => import('./pages/Home')),
  },
  {
    id: 'community',
    path: paths.community,
    file: 'community/index.html',
    meta: pageMeta.community,
    chrome: { header: true, footer: true },
    page: pageChunk('src/pages/Community.tsx', () => import('./pages/Community')),
  },
  {
    id: 'memes',
    path: paths.memes,
    file: 'memes/index.html',
    meta: pageMeta.memes,
    chrome: { header: true, footer: true },
    page: pageChunk('src/features/memes/MemeOffice.tsx', () => import('./features/memes/MemeOffice')),
  },
  {
    id: 'show',
    path: paths.show,
    file: 'stage/index.html',
    meta: pageMeta.show,
    chrome: { header: false, footer: false },
    page: pageChunk('src/features/show/Show.tsx', () => import('./features/show/Show')),
  },
  {
    id: 'showConsole',
    path: paths.showConsole,
    file: 'stage/console/index.html',
    meta: pageMeta.showConsole,
    chrome: { header: false, footer: false },
    page: pageChunk('src/features/show/ShowConsole.tsx', () => import('./features/show/ShowConsole')),
  },
  {
    // Any other path: static hosts serve this file with status 404.
    id: 'notFound',
    path: null,
    file: '404.html',
    meta: pageMeta.notFound,
    chrome: { header: true, footer: false },
    page: pageChunk('src/pages/NotFound.tsx', () => import('./pages/NotFound')),
  },
];
