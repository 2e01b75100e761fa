import { HydrateWhenNear } from '../runtime/HydrateWhenNear';
import { lazyNamed } from '../runtime/lazyNamed';
// With the page's inlined CSS, so the prerendered footer is styled before its code arrives.
import './SiteFooter.css';

const SiteFooter = lazyNamed(() => import('./SiteFooter'), 'SiteFooter');

/** The site's footer as the chrome places it: below the first screen, so its code loads and hydrates once it comes near. */
export function LazySiteFooter() {
  return (
    <HydrateWhenNear at=".footer">
      <SiteFooter />
    </HydrateWhenNear>
  );
}
