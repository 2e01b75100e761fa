// The parts of docs/ARCHITECTURE.md that restate the code, written from the code, so they cannot
// drift: the floors and who imports whom, each folder's files, the products and their rooms, and
// the scene's messages. The words that explain why stay hand-written around them.
//   node scripts/architecture.mjs          rewrites the generated parts (npm run docs)
//   node scripts/architecture.mjs --check  fails, naming the part, if the document is not current
//                                           (npm run lint runs it, so CI does)
// Each part sits between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FLOORS } from '../build/floors.mjs';

const root = new URL('../', import.meta.url).pathname;
const DOC = join(root, 'docs/ARCHITECTURE.md');
const SRC = join(root, 'src');

const isCode = (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts');
/** Every file below `dir`, relative to src/, sorted. */
function walk(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [relative(SRC, full)];
    });
}
const topOf = (file) => (file.includes('/') ? file.split('/')[0] : file.replace(/\.(ts|tsx)$/, ''));

/** Who imports whom among src/'s folders (and its top files): by static imports, and apart, by lazy `import()` and `import.meta.glob`. */
function importsBetweenFloors() {
  const edges = new Map();
  const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/gm;
  // import.meta.glob's patterns, counted as lazy (the site has no eager glob): each names the folder before its first wildcard.
  const GLOB = /\bimport\.meta\.glob\b[^(]*\(([^)]*)\)/g;
  const globbed = (text) =>
    [...text.matchAll(GLOB)].flatMap((g) => [...g[1].matchAll(/['"`](\.[^'"`]+)['"`]/g)].map((p) => [undefined, undefined, p[1].split(/[*{[]/)[0]]));
  for (const file of walk(SRC).filter(isCode)) {
    const from = topOf(file);
    const text = readFileSync(join(SRC, file), 'utf8');
    for (const m of [...text.matchAll(IMPORT), ...globbed(text)]) {
      const target = relative(SRC, join(SRC, file, '..', m[1] ?? m[2]));
      if (target.startsWith('..')) continue;
      const to = topOf(target);
      if (to === from) continue;
      const key = `${to}\u0000${from}`;
      const lazy = !m[1];
      edges.set(key, edges.has(key) ? edges.get(key) && lazy : lazy);
    }
  }
  const importers = {};
  for (const [key, lazy] of edges) {
    const [to, from] = key.split('\u0000');
    (importers[to] ??= []).push(lazy ? `${from} (lazy)` : from);
  }
  return importers;
}

function floors() {
  const importers = importsBetweenFloors();
  const chain = FLOORS.map((f) => f.join(', ')).join('  →  ');
  const rows = FLOORS.flat()
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((f) => importers[f])
    .map((f) => `| \`${f}\` | ${importers[f].sort().join(', ')} |`);
  return ['```', chain, '```', '', '| floor | imported by (today, from the code) |', '| --- | --- |', ...rows].join('\n');
}

function folders() {
  const rows = readdirSync(SRC)
    .filter((d) => statSync(join(SRC, d)).isDirectory())
    .sort()
    .map((d) => {
      const entries = readdirSync(join(SRC, d)).sort();
      const files = entries.filter((e) => !statSync(join(SRC, d, e)).isDirectory() && !/\.test\./.test(e));
      const dirs = entries.filter((e) => statSync(join(SRC, d, e)).isDirectory()).map((e) => `${e}/`);
      return `| \`${d}/\` | ${[...dirs, ...files].map((e) => `\`${e}\``).join(' ')} |`;
    });
  return ['| folder | holds (tests aside) |', '| --- | --- |', ...rows].join('\n');
}

function products() {
  const dir = join(SRC, 'features');
  const rows = readdirSync(dir)
    .sort()
    .map((feature) => {
      const entries = readdirSync(join(dir, feature)).sort();
      const screens = entries.filter((e) => /\.tsx$/.test(e) && !/\.test\./.test(e));
      const rooms = entries
        .filter((e) => statSync(join(dir, feature, e)).isDirectory())
        .map((room) => `\`${room}/\` (${walk(join(dir, feature, room)).filter((f) => isCode(f)).length})`);
      return `| \`${feature}\` | ${screens.map((s) => `\`${s}\``).join(', ') || '–'} | ${rooms.join(', ') || '–'} |`;
    });
  return ['| product | screens at its root | rooms (their modules) |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The `type` of each member of the `name` union in scene/protocol.ts, inline or by a named request. */
function union(text, name) {
  const start = text.indexOf(`export type ${name} =`);
  if (start < 0) throw new Error(`architecture: no ${name} in scene/protocol.ts`);
  const body = text.slice(start, text.indexOf(';\n', text.indexOf('\n  |', start)) + 1);
  const types = [...body.matchAll(/\|\s*(?:\{\s*type:\s*'([^']+)'|([A-Z]\w+))/g)].map(([, literal, named]) => {
    if (literal) return literal;
    const declared = new RegExp(`interface ${named}[^{]*\\{\\s*type:\\s*'([^']+)'`).exec(text);
    if (!declared) throw new Error(`architecture: ${named} in ${name} has no type`);
    return declared[1];
  });
  return types;
}

function protocol() {
  const text = readFileSync(join(SRC, 'scene/protocol.ts'), 'utf8');
  const list = (types) => types.map((t) => `\`${t}\``).join(', ');
  return ['| direction | messages |', '| --- | --- |', `| page → worker (\`ToScene\`) | ${list(union(text, 'ToScene'))} |`, `| worker → page (\`FromScene\`) | ${list(union(text, 'FromScene'))} |`].join('\n');
}

const PARTS = { floors, folders, products, protocol };

const doc = readFileSync(DOC, 'utf8');
let next = doc;
for (const [name, make] of Object.entries(PARTS)) {
  const open = `<!-- generated:${name} -->`;
  const close = `<!-- /generated:${name} -->`;
  const a = next.indexOf(open);
  const b = next.indexOf(close);
  if (a < 0 || b < a) throw new Error(`architecture: docs/ARCHITECTURE.md has no ${open} … ${close}`);
  next = `${next.slice(0, a + open.length)}\n${make()}\n${next.slice(b)}`;
}

if (process.argv.includes('--check')) {
  if (next !== doc) {
    const stale = Object.keys(PARTS).filter((name) => {
      const cut = (t) => t.slice(t.indexOf(`<!-- generated:${name} -->`), t.indexOf(`<!-- /generated:${name} -->`));
      return cut(next) !== cut(doc);
    });
    console.error(`docs/ARCHITECTURE.md no longer says what the code does (${stale.join(', ')}): run npm run docs and read what changed.`);
    process.exit(1);
  }
  console.log('architecture: docs/ARCHITECTURE.md is current');
} else if (next !== doc) {
  writeFileSync(DOC, next);
  console.log('architecture: docs/ARCHITECTURE.md written');
}
