import { useRef, useState, useSyncExternalStore } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { Icon } from '../../components/Icon';
import { memes } from '../../content/memes';
import { paths } from '../../content/paths';
import { links } from '../../content/token';
import { copyPicture, download, memesAddress, shareAbilities, sharePicture, xPostUrl, type ShareAbilities } from './share';

const NONE: ShareAbilities = { copy: false, files: false };
let abilities: ShareAbilities | null = null;
let address: string | null = null;
const never = () => () => {};

/** Asked of the browser once; nothing while prerendering and hydrating (those buttons then appear). */
const useAbilities = () => useSyncExternalStore(never, () => (abilities ??= shareAbilities()), () => NONE);
const useAddress = () => useSyncExternalStore(never, () => (address ??= memesAddress()), () => (links.site ? new URL(paths.memes, links.site).href : paths.memes));

type Action = 'download' | 'copy' | 'share';

/**
 * The finished picture's ways out: a PNG file, the clipboard where the browser allows it, the
 * phone's share sheet with the file itself, or elsewhere a post to X with the site's address.
 * Each says calmly how it went.
 */
export function ShareBar({ png, fileName }: { png: () => Promise<Blob>; fileName: string }) {
  const can = useAbilities();
  const site = useAddress();
  const [status, setStatus] = useState('');
  const busy = useRef(false);

  const act = async (action: Action) => {
    if (busy.current) return;
    busy.current = true;
    setStatus(memes.status.making);
    try {
      if (action === 'copy') {
        await copyPicture(png());
        setStatus(memes.status.copied);
      } else if (action === 'download') {
        download(await png(), fileName);
        setStatus(memes.status.downloaded(fileName));
      } else {
        const shared = await sharePicture(await png(), fileName, memes.shareTitle);
        setStatus(shared ? memes.status.shared : '');
      }
    } catch (error) {
      console.warn(`The meme's ${action} did not go through:`, error instanceof Error ? error.message : error);
      setStatus(action === 'copy' ? memes.status.copyFailed : action === 'share' ? memes.status.shareFailed : memes.status.failed);
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="meme-share">
      <div className="meme-share__actions">
        {can.files && (
          <button type="button" className="button button--primary" onClick={() => void act('share')}>
            <Icon name="arrow" size={18} />
            {memes.actions.share}
          </button>
        )}
        <button type="button" className={`button ${can.files ? 'button--ghost' : 'button--primary'}`} onClick={() => void act('download')}>
          {memes.actions.download}
        </button>
        {can.copy && (
          <button type="button" className="button button--ghost" onClick={() => void act('copy')}>
            <Icon name="copy" size={18} />
            {memes.actions.copy}
          </button>
        )}
        {!can.files && (
          <ExternalLink href={xPostUrl(memes.postText, site)} className="button button--ghost">
            <Icon name="social" size={18} />
            {memes.actions.post}
          </ExternalLink>
        )}
      </div>
      <p className="meme-share__status" role="status">
        {status}
      </p>
    </div>
  );
}
