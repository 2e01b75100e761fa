// The house's import rules, proved to fire: each case lints a file as if it stood at a real path in
// src/ and imported what the rules forbid there. A rule that a config change switched off, or a zone
// that no longer matches its folder, fails here rather than letting the import through.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` standing at `filePath`. */
async function rulesFired(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

describe('npm run lint refuses', () => {
  it('a scene worker file importing page-side code', async () => {
    const fired = await rulesFired('src/scene/worker/probe.ts', "import { choreographyNow } from '../../bridge/choreography';\nexport const probe = choreographyNow;\n");
    expect(fired).toContain('import-x/no-restricted-paths');
  }, 30_000);

  it('page code importing the worker other than as a worker', async () => {
    const fired = await rulesFired('src/scene/page/probe.ts', "import { sceneClock } from '../worker/clock';\nexport const probe = sceneClock;\n");
    expect(fired).toContain('import-x/no-restricted-paths');
  }, 30_000);

  it('a feature importing another feature', async () => {
    const fired = await rulesFired('src/features/memes/probe.ts', "import { CompanionTalk } from '../companion/CompanionTalk';\nexport const probe = CompanionTalk;\n");
    expect(fired).toContain('import-x/no-restricted-paths');
  }, 30_000);

  it('an import circle', async () => {
    // runtime/hydration.ts imports lib/listeners.ts: listeners importing hydration back closes a circle.
    const fired = await rulesFired('src/lib/listeners.ts', "import { hydration } from '../runtime/hydration';\nexport const probe = hydration;\n");
    expect(fired).toContain('import-x/no-cycle');
  }, 30_000);

  it('nothing in a file that keeps to its floor', async () => {
    const fired = await rulesFired('src/features/memes/probe.ts', "import { formatCount } from '../../lib/format';\nexport const probe = formatCount;\n");
    expect(fired.filter((id) => id?.startsWith('import-x/'))).toEqual([]);
  }, 30_000);
});
