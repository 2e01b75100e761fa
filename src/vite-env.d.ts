/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 0x… address of the token; empty until launch. */
  readonly VITE_CONTRACT_ADDRESS?: string;
  readonly VITE_BUY_URL?: string;
  readonly VITE_CHAT_URL?: string;
  readonly VITE_SOCIAL_URL?: string;
  /** https://… public address of the site, encoded in the /stage QR code. */
  readonly VITE_SITE_URL?: string;
  /** https://… DexScreener-compatible token endpoint for the live market strip; empty: none. */
  readonly VITE_MARKET_URL?: string;
  /** One line of the event's own text on /stage (a booth, a hall); `?event=` overrides it. Shown as text only. */
  readonly VITE_EVENT_TEXT?: string;
}

/** The Chancellor's AR files, made by the build from assets/chancellor.glb (build/plugins/room.ts). */
declare module 'virtual:room-models' {
  /** The plain GLB for Scene Viewer, WebXR and the 3D viewer. */
  export const glb: string;
  /** The posed USDZ for Quick Look. */
  export const usdz: string;
}
