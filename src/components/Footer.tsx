import { HydrateWhenNear } from '../kit/HydrateWhenNear';
import { lazyNamed } from '../kit/lazyNamed';
// With the page's inlined CSS, so the prerendered footer is styled before its code arrives.
import './SiteFooter.css';

const SiteFooter = lazyNamed(() => import('./SiteFooter'), 'SiteFooter');

/** The site's footer: below the first screen, so its code loads and hydrates once it comes near. */
export function Footer() {
  return (
    <HydrateWhenNear at=".footer">
      <SiteFooter />
    </HydrateWhenNear>
  );
}
