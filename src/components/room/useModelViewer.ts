import { ModelViewerElement } from '@google/model-viewer';
import { useEffect, useState, type RefObject } from 'react';
import { glb, usdz } from 'virtual:room-models';
import { room } from '../../content/room';
import { webgl2On } from '../../mode/webgl2';
import { token } from '../../content/token';
import type { RoomPlatform } from './platform';

export type ViewerState = 'loading' | 'shown' | 'failed' | 'unavailable';

// Nothing kept once the view is closed: the parsed model would otherwise stay in model-viewer's cache
// (its one WebGL renderer stays for the page's life: the library offers no way to release it).
ModelViewerElement.modelCacheSize = 0;

/**
 * Whether this page can open WebGL 2, which three.js needs (model-viewer draws with it). Where it
 * cannot, model-viewer would still make its renderer, and three would report the failure as a console
 * error: the view says so itself instead.
 */
export const canDraw3d = () => webgl2On(() => document.createElement('canvas')) !== null;

export interface ViewerOptions {
  platform: RoomPlatform;
  reduced: boolean;
  /** A new attempt makes a new viewer (a retry after a failure). */
  attempt: number;
  /** Whether the page can draw WebGL (canDraw3d): where it cannot, no viewer is made. */
  drawable: boolean;
  /** The view's own address: the AR viewers offer it as the way back, and Quick Look shares it rather than the file. */
  page: string;
}

/** The AR viewers' options, in the files' addresses: Scene Viewer's title and link back, Quick Look's page to share. */
const arAddresses = (page: string) => ({
  glb: `${glb}?${new URLSearchParams({ title: token.name, link: page })}`,
  usdz: `${usdz}#${new URLSearchParams({ canonicalWebPageURL: page })}`,
});

/**
 * Google's model-viewer showing the Chancellor in `holder`: turned by pointer, touch and keyboard,
 * and on a phone handed to its own AR viewer by model-viewer's button (WebXR or Scene Viewer on
 * Android, Quick Look on iOS). Made by hand rather than in JSX: its options are attributes, and its
 * AR button is a child in its `ar-button` slot, shown only where AR can start.
 *
 * With reduced motion he neither turns on his own nor breathes, and no hand is drawn moving to
 * suggest a drag.
 */
export function useModelViewer(holder: RefObject<HTMLDivElement | null>, { platform, reduced, attempt, drawable, page }: ViewerOptions) {
  // What the viewer of this attempt said; a new attempt is loading until its own viewer says otherwise.
  const [said, setSaid] = useState<{ attempt: number; state: ViewerState; canPlace: boolean | null }>({ attempt, state: 'loading', canPlace: null });
  const ar = platform.kind === 'android' || platform.kind === 'ios';

  useEffect(() => {
    if (!drawable) return;
    const files = arAddresses(page);
    const viewer = document.createElement('model-viewer');
    viewer.className = 'room__model';
    const attributes: Record<string, string> = {
      alt: room.alt,
      'camera-controls': '',
      // A vertical swipe over him still scrolls the dialog on a phone; a sideways one turns him.
      'touch-action': 'pan-y',
      'camera-orbit': '20deg 82deg auto',
      'shadow-intensity': '1',
      'animation-name': 'idle',
      'rotation-per-second': '18deg',
    };
    if (ar) {
      Object.assign(attributes, { ar: '', 'ar-modes': platform.kind === 'ios' ? 'quick-look' : 'webxr scene-viewer', 'ios-src': files.usdz, 'ar-placement': 'floor' });
    }
    for (const [name, value] of Object.entries(attributes)) viewer.setAttribute(name, value);
    if (ar) {
      const place = document.createElement('button');
      place.type = 'button';
      place.slot = 'ar-button';
      place.className = 'button button--primary room__place';
      place.textContent = room.place;
      viewer.append(place);
    }
    // Whether AR can start is settled by model-viewer after its own checks (WebXR's is asynchronous),
    // before or after the model loads: read when it loads, and again whenever its AR button is shown or hidden.
    const canPlace = () => (ar ? viewer.canActivateAR : null);
    const loaded = () => setSaid({ attempt, state: 'shown', canPlace: canPlace() });
    const failed = () => setSaid({ attempt, state: 'failed', canPlace: null });
    const arStatus = (event: Event) => {
      if ((event as CustomEvent<{ status: string }>).detail.status === 'failed') setSaid((s) => ({ ...s, canPlace: false }));
    };
    const arButton = new MutationObserver(() => setSaid((s) => (s.attempt === attempt && s.state === 'shown' ? { ...s, canPlace: canPlace() } : s)));
    if (ar && viewer.shadowRoot) arButton.observe(viewer.shadowRoot, { subtree: true, attributes: true, attributeFilter: ['class'] });
    viewer.addEventListener('load', loaded);
    viewer.addEventListener('error', failed);
    viewer.addEventListener('ar-status', arStatus);
    viewer.setAttribute('src', files.glb);
    holder.current?.append(viewer);
    return () => {
      arButton.disconnect();
      viewer.removeEventListener('load', loaded);
      viewer.removeEventListener('error', failed);
      viewer.removeEventListener('ar-status', arStatus);
      viewer.remove();
    };
  }, [holder, platform, ar, attempt, drawable, page]);

  useEffect(() => {
    const viewer = holder.current?.querySelector('model-viewer');
    if (!viewer) return;
    viewer.toggleAttribute('auto-rotate', !reduced);
    viewer.toggleAttribute('autoplay', !reduced);
    viewer.setAttribute('interaction-prompt', reduced ? 'none' : 'auto');
    // A change while he is shown (before, autoplay decides as he loads).
    if (!viewer.loaded) return;
    if (reduced) viewer.pause();
    else viewer.play();
  }, [holder, reduced, attempt]);

  if (!drawable) return { state: 'unavailable' as const, canPlace: ar ? false : null };
  return said.attempt === attempt ? { state: said.state, canPlace: said.canPlace } : { state: 'loading' as const, canPlace: null };
}
