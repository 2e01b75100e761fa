import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bootScripts } from '../scripts/bundle.mjs';
import { BOOT_SCRIPT, bootHashes, bootTags, OPENED_BELOW_SCRIPT } from './boot';
import { contentSecurityPolicy } from './securityHeaders';

describe('the boot of a prerendered page', () => {
  it('names its scripts, entry first, and reads them back', () => {
    const tags = bootTags({ scripts: ['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js'], later: null });
    expect(bootScripts(`<head>${tags}</head>`)).toEqual(['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js']);
    expect(bootScripts('<head></head>')).toEqual([]);
  });

  it('carries the script for a page opened below its first screen only where there is a later stylesheet', () => {
    const later = bootTags({ scripts: ['/assets/index-a.js'], later: '/assets/home-later-x.css' });
    expect(later).toContain('"later":"/assets/home-later-x.css"');
    expect(later).toContain(`<script>${OPENED_BELOW_SCRIPT}</script>`);
    // The classic script runs before the boot's module, which only runs once the document is parsed.
    expect(later.indexOf(OPENED_BELOW_SCRIPT)).toBeLessThan(later.indexOf('<script type="module">'));
    expect(bootTags({ scripts: ['/assets/index-a.js'], later: null })).not.toContain(OPENED_BELOW_SCRIPT);
  });

  it('is allowed by the hashes of its two scripts, and the policy allows no other inline script', () => {
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(bootHashes).toEqual([hash(BOOT_SCRIPT), hash(OPENED_BELOW_SCRIPT)]);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${hash(BOOT_SCRIPT)} ${hash(OPENED_BELOW_SCRIPT)};`);
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe/);
  });
});
