// What the audit judges: the packages that ship in the site and the ones that build it.

/** Development packages whose code runs in the build and shapes what ships (the bundler, its React plugin, the PDF writer, the checksum). */
export const BUILD_PACKAGES = ['vite', '@vitejs/plugin-react', 'pdf-lib', '@noble/hashes'];

/**
 * The installed packages that `names` (top-level dependencies) need, all the
 * way down, from package-lock.json (v2 or v3): their paths ('node_modules/…'),
 * each dependency found as Node finds it, nearest node_modules first.
 * (`npm ls <names> --all` lists the named packages only, not what they pull in.)
 */
export function dependencyClosure(lock, names) {
  const packages = lock?.packages ?? {};
  const found = new Set();
  const resolve = (from, dep) => {
    for (let dir = from; ; ) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${dep}`;
      if (packages[candidate]) return candidate;
      if (!dir) return null;
      const at = dir.lastIndexOf('/node_modules/');
      dir = at < 0 ? '' : dir.slice(0, at);
    }
  };
  const visit = (path) => {
    if (!path || found.has(path)) return;
    found.add(path);
    const { dependencies, optionalDependencies, peerDependencies } = packages[path];
    for (const dep of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies })) visit(resolve(path, dep));
  };
  for (const name of names) visit(resolve('', name));
  return found;
}

/**
 * The high and critical advisories of an `npm audit --json` report that
 * touch `scope` (install paths such as `node_modules/vite`, absolute from `npm ls
 * --parseable` or relative from the lock file): what ships or builds. Advisories of test tools are left
 * to their own upgrades.
 */
export function blockingAdvisories(report, scope) {
  const inScope = (path) => scope.has(path) || [...scope].some((s) => s.endsWith(`/${path}`));
  return Object.entries(report?.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .filter(([, v]) => (v.nodes ?? []).some(inScope))
    .map(([name, v]) => ({ name, severity: v.severity, range: v.range }));
}
