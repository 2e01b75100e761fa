// The house's import rules, proved to fire: each case lints a file as if it stood at a real path in
// src/ and imported what the rules forbid there. A rule that a config change switched off, or a zone
// that no longer matches its folder, fails here rather than letting the import through.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import rules ESLint reports for a file at `path` that imports `name` from `from`. */
async function importRulesFired(path, name, from) {
  const [result] = await eslint.lintText(`import { ${name} } from '${from}';\nexport const probe = ${name};\n`, { filePath: path });
  return result.messages.map((m) => m.ruleId).filter((id) => id?.startsWith('import-x/'));
}

describe('npm run lint', () => {
  it.each([
    ['a scene worker file importing page-side code', 'src/scene/worker/probe.ts', 'choreographyNow', '../../bridge/choreography', 'import-x/no-restricted-paths'],
    ['page code importing the worker other than as a worker', 'src/scene/page/probe.ts', 'sceneClock', '../worker/clock', 'import-x/no-restricted-paths'],
    ['a feature importing another feature', 'src/features/memes/probe.ts', 'CompanionTalk', '../companion/CompanionTalk', 'import-x/no-restricted-paths'],
    // runtime/hydration.ts imports lib/listeners.ts: listeners importing hydration back closes a circle.
    ['an import circle', 'src/lib/listeners.ts', 'hydration', '../runtime/hydration', 'import-x/no-cycle'],
  ])('refuses %s', async (_, path, name, from, rule) => {
    expect(await importRulesFired(path, name, from)).toContain(rule);
  }, 30_000);

  it('passes a file that keeps to its floor', async () => {
    expect(await importRulesFired('src/features/memes/probe.ts', 'formatCount', '../../lib/format')).toEqual([]);
  }, 30_000);
});
