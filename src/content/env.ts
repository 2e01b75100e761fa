/**
 * Build-time variables. Vite inlines `import.meta.env` in the browser bundle;
 * the build itself also reads the content modules (the whitepaper PDF), where
 * it is undefined, hence the fallback.
 */
export const buildEnv: Partial<ImportMetaEnv> = import.meta.env ?? {};
