// What the audit judges: the packages that ship in the site and the ones that build it.

/** Development packages whose code runs in the build and shapes what ships (the bundler, its React plugin, the PDF writer, the checksum). */
export const BUILD_PACKAGES = ['vite', '@vitejs/plugin-react', 'pdf-lib', '@noble/hashes'];

/**
 * The high and critical advisories of an `npm audit --json` report that
 * touch `scope` (install paths such as `node_modules/vite`, from `npm ls
 * --parseable`): what ships or builds. Advisories of test tools are left
 * to their own upgrades.
 */
export function blockingAdvisories(report, scope) {
  const inScope = (path) => scope.has(path) || [...scope].some((s) => s.endsWith(`/${path}`));
  return Object.entries(report?.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .filter(([, v]) => (v.nodes ?? []).some(inScope))
    .map(([name, v]) => ({ name, severity: v.severity, range: v.range }));
}
