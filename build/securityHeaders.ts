/**
 * The HTTP security headers of the site, in one place: applied by the local
 * production server (vite preview, so every test sees them), written to
 * dist/_headers for Netlify / Cloudflare Pages, and shown for nginx in the README.
 *
 * Scripts come only from the site itself: the prerendered pages carry no inline
 * script, so no hash is needed, and nothing calls eval. Inline styles stay
 * allowed: the prerendered markup carries React's style attributes (badge
 * colours, card accents) and the page's critical CSS is inlined.
 */
export interface SecurityOptions {
  /** Extra origins the page may fetch from (the optional market-data endpoint). */
  connectOrigins?: string[];
}

export function contentSecurityPolicy({ connectOrigins = [] }: SecurityOptions = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The stage screen asks for full screen and a wake lock; nothing asks for sensors or payments.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self), screen-wake-lock=(self)',
  };
}

/** dist/_headers, the Netlify / Cloudflare Pages format: every path gets every header. */
export function headersFile(options: SecurityOptions = {}): string {
  const lines = Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}
