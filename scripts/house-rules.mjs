// House rules that no linter checks, run by `npm run lint`:
// - no source file over 250 lines, no stylesheet over 400 (split by what it shows);
// - no hex colour written anywhere but the palette module (src/theme/palette.ts); unit tests
//   of colour parsing may spell out the colours they parse;
// - every rule that sets its type in var(--headline) names an element the loaded font reaches
//   (the list in src/styles/tokens.css): otherwise that text would keep the fallback for good.
// Prints each breach with its place and exits non-zero.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PALETTE = 'src/theme/palette.ts';
const MAX_SOURCE_LINES = 250;
const MAX_CSS_LINES = 400;
const HEX = /#[0-9a-fA-F]{3,8}\b/g;

// Tracked and new files alike, as git sees the working tree.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /^(src|e2e|scripts|build|assets)\/.*\.(ts|tsx|mjs|css)$|^index\.html$|^vite\.config\.ts$/.test(f));

const breaches = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const max = file.endsWith('.css') ? MAX_CSS_LINES : MAX_SOURCE_LINES;
  if (lines > max) breaches.push(`${file}: ${lines} lines (at most ${max})`);
  if (file === PALETTE || file === 'scripts/house-rules.mjs' || /\.test\.tsx?$/.test(file)) continue;
  text.split('\n').forEach((line, i) => {
    // Fragment links (#main) and entities (&#x2014;) are not colours.
    for (const m of line.matchAll(HEX)) {
      const before = line[m.index - 1];
      if (before === '&' || /^#(main|root|[a-z]+-[a-z-]+)$/.test(m[0])) continue;
      breaches.push(`${file}:${i + 1}: colour ${m[0]} outside ${PALETTE}`);
    }
  });
}

// The headline font's list: the :is() of the rule that sets --headline once Oswald has loaded.
const TOKENS = 'src/styles/tokens.css';
const loaded = /\[data-fonts~='oswald'\]\s*:is\(([^)]*)\)/.exec(readFileSync(TOKENS, 'utf8'));
const reached = new Set((loaded?.[1] ?? '').split(',').map((s) => s.trim()));
if (!loaded) breaches.push(`${TOKENS}: no :root[data-fonts~='oswald'] :is(…) rule for the loaded headline font`);
for (const file of files.filter((f) => f.endsWith('.css'))) {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/var\(--headline\)/.test(body)) continue;
    for (const selector of selectors.split(',').map((s) => s.trim())) {
      // The element the rule styles: its last compound (`.quote p` may be listed whole).
      const last = selector.split(/\s*[\s>+~]\s*/).pop();
      if (!reached.has(selector) && !reached.has(last)) breaches.push(`${file}: "${selector}" uses var(--headline) but is not in ${TOKENS}'s loaded-font list`);
    }
  }
}

if (breaches.length > 0) {
  console.error(`house rules: ${breaches.length} breach(es)\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
console.log(`house rules: ${files.length} files, file lengths, colours and the headline font's reach in order`);
