import { ui } from './palette.ts';

/** The site's icon, drawn from the palette: the Chancellor's head on a campaign badge. */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${ui.red}" stroke="${ui.neon}" stroke-width="4"/><rect x="18" y="18" width="28" height="26" rx="8" fill="${ui.text}"/><rect x="22" y="26" width="20" height="8" rx="4" fill="${ui.navyInk}"/><path d="M32 18v-8" stroke="${ui.text}" stroke-width="4" stroke-linecap="round"/></svg>`;
