// `npm run audit` (and CI): no high or critical advisory in what ships (the production
// dependencies) or what builds it (scripts/audit-scope.mjs names those). Where the
// registry offers no audit endpoint (some mirrors), it says so loudly and passes: the
// check needs the endpoint, the site does not, and a silent pass would read as a clean one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BUILD_PACKAGES, blockingAdvisories, dependencyClosure } from './audit-scope.mjs';

const npm = (args) => {
  try {
    return execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    return error.stdout ?? ''; // npm audit exits 1 when it finds anything; the output is still there
  }
};
const paths = (out) => out.split('\n').filter(Boolean).map((p) => p.replace(/\\/g, '/'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const scope = new Set([...paths(npm(['ls', '--omit=dev', '--all', '--parseable'])), ...dependencyClosure(lock, BUILD_PACKAGES)]);

let report;
try {
  report = JSON.parse(npm(['audit', '--json']));
} catch {
  report = null;
}
if (!report?.metadata?.vulnerabilities) {
  const why = report?.message ?? report?.error?.summary ?? 'no answer';
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n!! audit SKIPPED: the registry gave no audit report (${why}).\n!! Nothing was checked; run \`npm run audit\` against a registry with an audit endpoint.\n${bar}\n`);
  if (process.env.GITHUB_ACTIONS) console.log(`::warning title=npm audit skipped::${why}`);
  process.exit(0);
}
const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities;
console.log(`audit (whole tree): critical ${critical}, high ${high}, moderate ${moderate}, low ${low}; judged: ${scope.size} packages that ship or build`);
const blocking = blockingAdvisories(report, scope);
if (blocking.length > 0) {
  for (const a of blocking) console.error(`  ${a.severity}: ${a.name} ${a.range}`);
  process.exit(1);
}
