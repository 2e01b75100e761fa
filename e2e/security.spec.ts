import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../build/securityHeaders';
import { expect, scrollThrough, test } from './fixtures';

const ROUTES = ['/', '/community', '/stage', '/nope'];
const MODES = [
  { name: 'lite', query: '?mode=lite', reducedMotion: 'no-preference' as const },
  { name: 'full', query: '?mode=full', reducedMotion: 'no-preference' as const },
  { name: 'full, reduced motion', query: '?mode=full', reducedMotion: 'reduce' as const },
];

test('every response carries the security headers; dist/_headers ships the same policy', async ({ request }) => {
  for (const path of ['/', '/community', '/nope', '/favicon.svg', '/posters/hero.webp']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toBe(contentSecurityPolicy());
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  const policy = contentSecurityPolicy();
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  const file = readFileSync('dist/_headers', 'utf8');
  expect(file.startsWith('/*\n')).toBe(true);
  expect(file).toContain(`  Content-Security-Policy: ${policy}\n`);
});

for (const mode of MODES) {
  test.describe(`with the policy on, ${mode.name}`, () => {
    test.use({ reducedMotion: mode.reducedMotion });
    test.describe.configure({ timeout: 90_000 });

    test('every route: no policy violation, no console error, no request to another origin', async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __violations: string[] };
        w.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const foreign: string[] = [];
      page.on('request', (r) => {
        const url = r.url();
        if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
      });
      for (const route of ROUTES) {
        await page.goto(route + mode.query);
        if (mode.name !== 'lite' && route !== '/nope' && route !== '/community') {
          await expect(page.locator('html')).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
        }
        if (route === '/') await scrollThrough(page);
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), route).toEqual([]);
      }
      expect(foreign).toEqual([]);
    });
  });
}
