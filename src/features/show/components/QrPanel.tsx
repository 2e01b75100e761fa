import { show } from '../../../content/show';
import { QrCode } from '../../../components/QrCode';
import './QrPanel.css';

/**
 * The QR code to the site, with the address written out for those without a camera. Without an
 * address yet (prerendered with no public URL set: it is where the page is served, known once it
 * runs) the panel is hidden but keeps its place, the code's square and the address's line, so
 * nothing moves when it shows.
 */
export function QrPanel({ url }: { url: string | null }) {
  return (
    <aside className="show__qr" aria-label={show.qrLabel} data-pending={url ? undefined : ''}>
      {url ? <QrCode value={url} label={show.qrAlt(url)} /> : <span className="qr" />}
      <p>
        {show.qrLabel}
        <span className="show__url">{url ? url.replace(/^https?:\/\//, '').replace(/\/$/, '') : '\u00a0'}</span>
      </p>
    </aside>
  );
}
