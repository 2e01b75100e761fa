import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../build/securityHeaders';
import { expect, test } from './fixtures';
import { policyHolds } from './policy';


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

test('with the policy on, lite: no violation, no console error, no request to another origin', async ({ page, baseURL }) => {
  await policyHolds(page, baseURL!, '?mode=lite', () => Promise.resolve());
});
