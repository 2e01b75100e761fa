import { describe, expect, it } from 'vitest';
import { bootScripts } from '../scripts/bundle.mjs';
import { BOOT_SCRIPT } from './boot';
import { MARKUP_END, pageHtml, type PageParts } from './pageHtml';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Default</title>
    <meta name="description" content="Default" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Default" />
    <meta property="og:description" content="Default" />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:image" content="/og-image.png" />
    <script type="module" crossorigin src="/assets/index-x.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-x.js">
    <link rel="stylesheet" crossorigin href="/assets/style-x.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts: PageParts = {
  template,
  css: { link: '<link rel="stylesheet" crossorigin href="/assets/style-x.css">', text: `.price:before{content:"$&"}`, files: ['assets/style-x.css'] },
  metaPolicy: "default-src 'self'",
  site: '',
  scripts: ['/assets/index-x.js', '/assets/Home-x.js'],
  later: null,
};

// Copy full of dollar signs, each a replacement pattern if passed as a string: $& (the match),
// $' (what follows), $` (what precedes), $$ and $1.
const dollars = `$CHIPC: $& and $' and $\` and $$ and $1`;
/** The same copy as HTML text and attributes carry it (& escaped, every $ as written). */
const escaped = dollars.replace(/&/g, '&amp;');

describe('a prerendered page', () => {
  it('keeps every dollar sign of the copy, the CSS and the markup as written', () => {
    const html = pageHtml(`<h1>${dollars}</h1>`, { id: 'home', path: '/', meta: { title: dollars, description: dollars } }, parts);
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<div id="root" data-route="home"><h1>${dollars}</h1></div>`);
    expect(html).toContain(`<style>.price:before{content:"$&"}</style><link rel="stylesheet" href="/assets/style-x.css" disabled>`);
    expect(html).not.toContain('rel="stylesheet" crossorigin');
  });

  it('paints only once the whole of the markup is parsed: the head expects the element after it', () => {
    const html = pageHtml('<main id="main"><h1>C</h1></main>', { id: 'show', path: '/stage', meta: { title: 'C', description: 'C' } }, parts);
    const expectLink = `<link rel="expect" href="#${MARKUP_END}" blocking="render">`;
    const marker = `<template id="${MARKUP_END}"></template>`;
    expect(html).toContain(`<div id="root" data-route="show"><main id="main"><h1>C</h1></main></div>${marker}`);
    expect(html.indexOf(expectLink)).toBeGreaterThan(0);
    expect(html.indexOf(expectLink)).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/id="chipc-end"/g)).toHaveLength(1);
  });

  it('names the later stylesheet for a page without scripting, and never links it for one with', () => {
    const html = pageHtml('', { id: 'home', path: '/', meta: { title: 'C', description: 'C' } }, { ...parts, later: '/assets/home-later-x.css' });
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-x.css" disabled><noscript><link rel="stylesheet" href="/assets/home-later-x.css"></noscript>');
    expect(html.match(/<link rel="stylesheet"(?![^>]*disabled)/g)).toHaveLength(1); // the one inside <noscript>
    expect(html).toContain('"later":"/assets/home-later-x.css"');
  });

  it('escapes the copy for attributes and text', () => {
    const html = pageHtml('', { id: 'home', path: '/', meta: { title: 'A <b> & "c"', description: 'say "hi" <now>' } }, parts);
    expect(html).toContain('<title>A &lt;b> &amp; "c"</title>');
    expect(html).toContain('<meta name="description" content="say &quot;hi&quot; &lt;now>" />');
  });

  it('carries the policy, the boot in place of the entry script, and noindex for the 404 view', () => {
    const html = pageHtml('', { id: 'not-found', path: null, meta: { title: 'Lost', description: 'Lost', noindex: true } }, { ...parts, site: 'https://chipc.example/' });
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`);
    expect(html).not.toContain('src="/assets/index-x.js"');
    expect(bootScripts(html)).toEqual(['/assets/index-x.js', '/assets/Home-x.js']);
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(html).not.toContain('<script type="module"'); // a module would wait for the end of the parse
    expect(html).not.toMatch(/<link rel="modulepreload"/); // the boot preloads the entry's chunks, after the first paint
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('og:url'); // the 404 view has no address of its own
  });

  it('tells only the show\'s boot to keep reloading after its entry failed: any other page stays readable as prerendered', () => {
    const boot = (id: string) => JSON.parse(/id="chipc-boot">([^<]*)</.exec(pageHtml('', { id, path: '/x', meta: { title: 'C', description: 'C' } }, parts))![1]!) as { keepTrying?: boolean };
    expect(boot('show').keepTrying).toBe(true);
    for (const id of ['home', 'community', 'memes', 'showConsole', 'notFound']) expect(boot(id).keepTrying, id).toBeUndefined();
  });

  it('makes share images absolute and adds og:url when the public address is known', () => {
    const html = pageHtml('', { id: 'community', path: '/community', meta: { title: 'C', description: 'C' } }, { ...parts, site: 'https://chipc.example/' });
    expect(html).toContain('<meta property="og:image" content="https://chipc.example/og-image.png" />');
    expect(html).toContain('<meta name="twitter:image" content="https://chipc.example/og-image.png" />');
    expect(html).toContain('<meta property="og:url" content="https://chipc.example/community" />');
    const relative = pageHtml('', { id: 'community', path: '/community', meta: { title: 'C', description: 'C' } }, parts);
    expect(relative).toContain('<meta property="og:image" content="/og-image.png" />');
    expect(relative).not.toContain('og:url');
  });
});
