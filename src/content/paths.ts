/** The site's addresses. The route table (src/routes.ts) maps them to pages; every internal link reads them here. */
export const paths = {
  home: '/',
  community: '/community',
  memes: '/memes',
  show: '/stage',
  showConsole: '/stage/console',
} as const;

/** A section of the home page, as a link from anywhere on the site. */
export const sectionLink = (id: string) => `${paths.home}#${id}`;
