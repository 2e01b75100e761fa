/**
 * Build-time variables, each read by its full name: Vite replaces
 * `import.meta.env.VITE_X` with that one value, while any other use of
 * `import.meta.env` inlines the whole object, every `VITE_*` variable of
 * the build machine included. The build also reads the content modules
 * outside Vite (the whitepaper PDF), where `import.meta.env` is undefined
 * and reading a key throws: then nothing is configured.
 */
function readEnv(): Partial<ImportMetaEnv> {
  try {
    return {
      VITE_CONTRACT_ADDRESS: import.meta.env.VITE_CONTRACT_ADDRESS,
      VITE_BUY_URL: import.meta.env.VITE_BUY_URL,
      VITE_CHAT_URL: import.meta.env.VITE_CHAT_URL,
      VITE_SOCIAL_URL: import.meta.env.VITE_SOCIAL_URL,
      VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
      VITE_MARKET_URL: import.meta.env.VITE_MARKET_URL,
      VITE_EVENT_TEXT: import.meta.env.VITE_EVENT_TEXT,
    };
  } catch {
    return {};
  }
}

export const buildEnv = readEnv();
