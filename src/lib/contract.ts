/** A BSC (EVM) contract address: 0x followed by 40 hex digits. */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Reads the configured contract address. Empty means "not launched yet";
 * anything else must be a well-formed address, so a typo fails the build
 * instead of shipping a wrong address to buyers.
 */
export function parseContractAddress(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  if (!ADDRESS.test(value)) {
    throw new Error(`Contract address "${value}" is not 0x followed by 40 hexadecimal digits.`);
  }
  return value;
}

/**
 * Only https links may leave the site: an http link (or market endpoint)
 * can be read and rewritten on the way, and the page itself is served over
 * https. Anything else is a configuration error.
 */
export function parseExternalUrl(raw: string | undefined, fallback: string): string {
  const value = (raw ?? '').trim();
  if (value === '') return fallback;
  const url = new URL(value);
  if (url.protocol !== 'https:') {
    throw new Error(`Link "${value}" must start with https://.`);
  }
  return url.toString();
}
