import { useCallback, useEffect, useRef } from 'react';
import { useClientValue } from '../../../runtime/useClientValue';
import { inTime } from '../../../runtime/visibleTimeout';
import { ExternalLink } from '../../../components/ExternalLink';
import { Icon } from '../../../components/Icon';
import { memeShare } from '../../../content/memeShare';
import { paths } from '../../../content/paths';
import { links } from '../../../content/token';
import { FILE_LIMIT_MS } from '../hooks/picture';
import { useOneAtATime } from '../hooks/oneAtATime';
import { copyPicture, download, isRefusal, memesAddress, shareAbilities, sharePicture, xPostUrl, type ShareAbilities } from '../hooks/share';

const NONE: ShareAbilities = { copy: false, files: false };
let abilities: ShareAbilities | null = null;
let address: string | null = null;
const readAbilities = () => (abilities ??= shareAbilities());
const readAddress = () => (address ??= memesAddress());
const PRERENDERED_ADDRESS = links.site ? new URL(paths.memes, links.site).href : paths.memes;

/** Asked of the browser once; nothing while prerendering and hydrating (those buttons then appear). */
export const useAbilities = () => useClientValue(readAbilities, NONE);
const useAddress = () => useClientValue(readAddress, PRERENDERED_ADDRESS);

type Action = 'download' | 'copy' | 'share';

/** How long the picture stays as it is before the share sheet's file is made (a burst of keys makes one file). */
const MAKE_AHEAD_MS = 400;

/** A file made for one picture (`png` draws it): its bytes as promised, and as they are once made. */
interface Made {
  png: () => Promise<Blob>;
  blob: Promise<Blob>;
  done: Blob | null;
}

/**
 * The share sheet's file, made ahead: a phone's browser opens the sheet only in the moment after
 * a tap (about five seconds), and the picture may take longer (the scene posing the character, a
 * slow still). Once the picture has settled its file is made, so a tap hands it over at once.
 * Returns the file for a picture: the one made ahead, else one made now.
 */
export function useMadeAhead(png: () => Promise<Blob>, on: boolean) {
  const made = useRef<Made | null>(null);
  const fileFor = useCallback((make: () => Promise<Blob>): Made => {
    if (made.current?.png !== make) {
      const entry: Made = { png: make, blob: make(), done: null };
      entry.blob.then(
        (blob) => void (entry.done = blob),
        // A file that failed is made again at the next ask.
        () => void (made.current === entry && (made.current = null)),
      );
      made.current = entry;
    }
    return made.current;
  }, []);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => fileFor(png), MAKE_AHEAD_MS);
    return () => clearTimeout(timer);
  }, [png, on, fileFor]);
  return fileFor;
}

/** What a share says: while its file is still being made, when a second tap must send it, once handed over. */
export interface ShareWords {
  making: string;
  shareAgain: string;
  shared: string;
}

/**
 * Hands a picture's file to the share sheet, in the tap itself when it was made ahead. When it
 * had to be waited for and the tap's moment has passed meanwhile, the browser would refuse: the
 * file is kept, and a second tap sends it at once. The file goes alone, with no words. Returns
 * the words to show.
 */
export async function shareMadeAhead(made: Made, fileName: string, said: ShareWords, setStatus: (words: string) => void): Promise<string> {
  const ahead = made.done;
  let blob = ahead;
  if (!blob) {
    setStatus(said.making);
    blob = await inTime(made.blob, FILE_LIMIT_MS);
    if ('userActivation' in navigator && !navigator.userActivation.isActive) return said.shareAgain;
  }
  try {
    return (await sharePicture(blob, fileName)) ? said.shared : '';
  } catch (error) {
    if (!ahead && isRefusal(error)) return said.shareAgain;
    throw error;
  }
}

/**
 * The finished picture's ways out: a PNG file, the clipboard where the browser allows it, the
 * phone's share sheet with the file itself, or elsewhere a post to X with the site's address.
 * Each says calmly how it went.
 */
export function ShareBar({ png, fileName }: { png: () => Promise<Blob>; fileName: string }) {
  const can = useAbilities();
  const site = useAddress();
  const fileFor = useMadeAhead(png, can.files);
  const { status, act } = useOneAtATime<Action>(
    'meme',
    async (action, say) => {
      if (action === 'copy') {
        say(memeShare.status.making);
        await copyPicture(inTime(png(), FILE_LIMIT_MS));
        say(memeShare.status.copied);
      } else if (action === 'download') {
        say(memeShare.status.making);
        download(await inTime(png(), FILE_LIMIT_MS), fileName);
        say(memeShare.status.downloaded(fileName));
      } else {
        say(await shareMadeAhead(fileFor(png), fileName, memeShare.status, say));
      }
    },
    { slow: memeShare.status.slow, failed: (action) => (action === 'copy' ? memeShare.status.copyFailed : action === 'share' ? memeShare.status.shareFailed : memeShare.status.failed) },
  );

  return (
    <div className="meme-share">
      <div className="meme-share__actions">
        {can.files && (
          <button type="button" className="button button--primary" onClick={() => void act('share')}>
            <Icon name="arrow" size={18} />
            {memeShare.actions.share}
          </button>
        )}
        <button type="button" className={`button ${can.files ? 'button--ghost' : 'button--primary'}`} onClick={() => void act('download')}>
          {memeShare.actions.download}
        </button>
        {!can.files && (
          <ExternalLink href={xPostUrl(memeShare.postText, site)} className="button button--ghost">
            <Icon name="social" size={18} />
            {memeShare.actions.post}
          </ExternalLink>
        )}
        {/* Last: it joins once the page runs (what the browser allows is asked then), and moves nothing before it. */}
        {can.copy && (
          <button type="button" className="button button--ghost" onClick={() => void act('copy')}>
            <Icon name="copy" size={18} />
            {memeShare.actions.copy}
          </button>
        )}
      </div>
      <p className="meme-share__status" role="status">
        {status}
      </p>
    </div>
  );
}
