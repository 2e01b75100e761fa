import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bootScripts } from '../scripts/bundle.mjs';
import { BOOT_SCRIPT, bootHash, bootTags } from './boot';
import { contentSecurityPolicy } from './securityHeaders';

describe('the boot of a prerendered page', () => {
  it('names its scripts, entry first, and reads them back', () => {
    const tags = bootTags(['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js']);
    expect(bootScripts(`<head>${tags}</head>`)).toEqual(['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js']);
    expect(bootScripts('<head></head>')).toEqual([]);
  });

  it('is allowed by its own hash, and the policy allows no other inline script', () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(bootHash).toBe(hash);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${hash};`);
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe/);
  });
});
