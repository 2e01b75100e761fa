import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { blockingAdvisories, dependencyClosure } from './audit-scope.mjs';

const report = {
  vulnerabilities: {
    three: { severity: 'critical', range: '<1', nodes: ['node_modules/three'] },
    esbuild: { severity: 'high', range: '<0.25', nodes: ['node_modules/vite/node_modules/esbuild'] },
    jsdom: { severity: 'high', range: '<9', nodes: ['node_modules/jsdom'] },
    gsap: { severity: 'moderate', range: '<3', nodes: ['node_modules/gsap'] },
  },
};

describe('blockingAdvisories', () => {
  it('blocks high and critical advisories in what ships and what builds, not in test tools', () => {
    const scope = new Set(['/repo/node_modules/three', '/repo/node_modules/vite', '/repo/node_modules/vite/node_modules/esbuild', '/repo/node_modules/gsap']);
    expect(blockingAdvisories(report, scope).map((a) => a.name)).toEqual(['three', 'esbuild']);
  });

  it('finds nothing in an empty report', () => {
    expect(blockingAdvisories({}, new Set())).toEqual([]);
  });
});

describe('dependencyClosure', () => {
  const lock = {
    packages: {
      '': { devDependencies: { vite: '^8', jsdom: '^26' } },
      'node_modules/vite': { dependencies: { esbuild: '^0.25', rollup: '^4' }, optionalDependencies: { fsevents: '^2' } },
      'node_modules/vite/node_modules/esbuild': { optionalDependencies: { '@esbuild/linux-x64': '^0.25' } },
      'node_modules/@esbuild/linux-x64': {},
      'node_modules/esbuild': {}, // another version, hoisted for someone else
      'node_modules/rollup': { dependencies: { '@types/estree': '^1' } },
      'node_modules/@types/estree': {},
      'node_modules/jsdom': { dependencies: { whatwg: '^1' } },
      'node_modules/whatwg': {},
    },
  };

  it('follows what the named packages pull in, nearest copy first, and nothing else', () => {
    expect([...dependencyClosure(lock, ['vite'])].sort()).toEqual([
      'node_modules/@esbuild/linux-x64',
      'node_modules/@types/estree',
      'node_modules/rollup',
      'node_modules/vite',
      'node_modules/vite/node_modules/esbuild',
    ]);
  });

  it('reaches deep into the real tree: the bundler’s own dependencies are judged', () => {
    const scope = dependencyClosure(JSON.parse(readFileSync('package-lock.json', 'utf8')), ['vite']);
    expect(scope.has('node_modules/vite')).toBe(true);
    expect(scope.has('node_modules/rolldown')).toBe(true); // Vite 8's bundler, not named in BUILD_PACKAGES
  });
});
