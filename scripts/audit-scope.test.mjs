import { describe, expect, it } from 'vitest';
import { blockingAdvisories } from './audit-scope.mjs';

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
