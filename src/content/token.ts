import { parseContractAddress, parseExternalUrl } from '../lib/contract.ts';
import { buildEnv } from './env.ts';

/**
 * The one source of truth for the token's facts. Every mention of the chain,
 * the launch platform, the address or an outbound link reads from here, so the
 * copy cannot name two chains. Overridable at build
 * with the VITE_ variables documented in the README.
 */
export const chain = {
  name: 'BNB Smart Chain',
  short: 'BSC',
  /** How DexScreener names the chain in its answers (`chainId`): market figures of pairs elsewhere are ignored. */
  dexScreenerId: 'bsc',
} as const;

export const launchPlatform = {
  name: 'four.meme',
  url: 'https://four.meme/',
  /** Short glyph for round link badges. */
  badge: '4M',
} as const;

const contractAddress = parseContractAddress(buildEnv.VITE_CONTRACT_ADDRESS);

export const token = {
  name: 'Chancellor Chip',
  ticker: '$CHIPC',
  totalSupply: 1_000_000_000,
  contractAddress,
} as const;

export const links = {
  /** Buying happens on the launch platform; with an address we deep-link to the token. */
  buy: parseExternalUrl(
    buildEnv.VITE_BUY_URL,
    contractAddress ? `${launchPlatform.url}token/${contractAddress}` : launchPlatform.url,
  ),
  chat: parseExternalUrl(buildEnv.VITE_CHAT_URL, 'https://t.me/chipc_cabinet'),
  social: parseExternalUrl(buildEnv.VITE_SOCIAL_URL, 'https://x.com/chipc_cabinet'),
  /** The site's public address, for the stage screen's QR code. Empty: the address the site is served from. */
  site: parseExternalUrl(buildEnv.VITE_SITE_URL, ''),
} as const;

/** "BNB Smart Chain (BSC)": how the chain is named in running copy. */
export const chainLabel = `${chain.name} (${chain.short})`;

/**
 * Live market figures (the "Market now" strip in tokenomics): a DexScreener-compatible
 * token endpoint, e.g. https://api.dexscreener.com/latest/dex/tokens/<address>. Empty,
 * the default: no strip and no request anywhere but the site itself.
 */
export const market = {
  endpoint: parseExternalUrl(buildEnv.VITE_MARKET_URL, ''),
} as const;
