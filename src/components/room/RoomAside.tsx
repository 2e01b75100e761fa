import { useState } from 'react';
import { room } from '../../content/room';
import { QrCode } from '../QrCode';
import { openInBrowserHref, type RoomPlatform } from './platform';

/** What the view offers beside the model, by platform: the AR button's hint, the way out of an app's browser, or the QR code. */
export function RoomAside({ platform, url, canPlace }: { platform: RoomPlatform; url: string; canPlace: boolean | null }) {
  if (platform.kind === 'desktop') {
    return (
      <div className="room__aside room__aside--qr">
        <QrCode value={url} label={room.qrAlt(url)} />
        <p>{room.desktop}</p>
        <p className="room__url">{url}</p>
      </div>
    );
  }
  if (platform.kind === 'in-app') return <OpenElsewhere os={platform.os} app={platform.app} url={url} />;
  return (
    <div className="room__aside">
      <p role="status">{canPlace === false ? room.noAr : platform.kind === 'ios' ? room.ios : room.android}</p>
    </div>
  );
}

/** In an app's own browser: AR opens in the phone's browser, so offer to go there, or to copy the link. */
function OpenElsewhere({ os, app, url }: { os: 'android' | 'ios'; app: string | null; url: string }) {
  const browser = room.browsers[os];
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  // The clipboard API alone: where an app's browser refuses it, the link is shown to copy by hand.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => setCopied('yes'),
        () => setCopied('no'),
      );
  return (
    <div className="room__aside">
      <p>{room.inApp(app, browser)}</p>
      <div className="room__actions">
        <a className="button button--primary" href={openInBrowserHref(url, os)}>
          {room.openIn(browser)}
        </a>
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {room.copy}
        </button>
      </div>
      <p role="status" className="room__copied">
        {copied === 'yes' ? room.copied : copied === 'no' ? room.copyFailed(url) : ''}
      </p>
    </div>
  );
}
