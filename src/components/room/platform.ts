/**
 * Which of the platforms' own AR viewers a visitor's browser can hand the Chancellor to, from what
 * the browser says of itself. model-viewer makes the hand-over (the Scene Viewer intent, Quick Look's
 * `rel="ar"` link, a WebXR session); this decides what the room's view offers around it.
 */
export type RoomPlatform =
  /** Android, in a browser that can open Scene Viewer (or WebXR): the AR button. */
  | { kind: 'android' }
  /** iPhone or iPad, in Safari or a browser that can open Quick Look: the AR button. */
  | { kind: 'ios' }
  /** Inside an app's own web view (Telegram, X, Instagram…), where AR is blocked: open the page in the phone's browser. */
  | { kind: 'in-app'; os: 'android' | 'ios'; app: string | null }
  /** A computer (or a phone we cannot place him from): turn him here, and a QR code to carry him to a phone. */
  | { kind: 'desktop' };

export interface BrowserFacts {
  userAgent: string;
  /** `navigator.maxTouchPoints`: an iPad's Safari says it is a Mac, but a Mac has no touch screen. */
  maxTouchPoints: number;
  /** Whether a link may say `rel="ar"` (`a.relList.supports('ar')`): Safari's Quick Look, absent in apps' web views. */
  quickLook: boolean;
}

/** Apps whose own browsers visitors arrive in, by the mark each puts in its user agent. */
const APPS: readonly (readonly [RegExp, string])[] = [
  [/Telegram/i, 'Telegram'],
  [/Instagram/, 'Instagram'],
  [/FBAN|FBAV|FB_IAB|FBIOS/, 'Facebook'],
  [/Twitter|TwitterAndroid|\bX\/\d/, 'X'],
  [/musical_ly|BytedanceWebview|TikTok/i, 'TikTok'],
  [/Snapchat/, 'Snapchat'],
  [/\bLine\//, 'LINE'],
  [/Discord/, 'Discord'],
  [/WhatsApp/, 'WhatsApp'],
];

/** iOS browsers that are not Safari but open Quick Look all the same (model-viewer's list). */
const IOS_BROWSERS = /CriOS\/|EdgiOS\/|FxiOS\/|DuckDuckGo\//;

export function roomPlatform({ userAgent, maxTouchPoints, quickLook }: BrowserFacts): RoomPlatform {
  const app = APPS.find(([mark]) => mark.test(userAgent))?.[1] ?? null;
  if (/Android/i.test(userAgent)) {
    // `; wv)` is Android's WebView: an app's browser, even one that does not name itself.
    if (app || /; wv\)/.test(userAgent)) return { kind: 'in-app', os: 'android', app };
    return { kind: 'android' };
  }
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (ios) {
    if (app) return { kind: 'in-app', os: 'ios', app };
    if (quickLook || IOS_BROWSERS.test(userAgent)) return { kind: 'ios' };
    // A web view of an app that does not name itself: Safari's mark is missing, Quick Look too.
    return { kind: 'in-app', os: 'ios', app: null };
  }
  return { kind: 'desktop' };
}

/**
 * An address that opens `url` in the phone's own browser from an app's web view: Chrome by an Android
 * intent (the app hands it to the system), Safari by its `x-safari-https` scheme (iOS 17 and later).
 */
export function openInBrowserHref(url: string, os: 'android' | 'ios'): string {
  if (os === 'ios') return `x-safari-${url}`;
  // An intent's own fragment holds its parameters: the page's fragment, if any, is left behind.
  const { protocol, host, pathname, search } = new URL(url);
  return `intent://${host}${pathname}${search}#Intent;scheme=${protocol.slice(0, -1)};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(url)};end`;
}
