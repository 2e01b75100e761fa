import { show } from '../../../content/show';
import { QrCode } from './QrCode';
import './QrPanel.css';

/** The QR code to the site, with the address written out for those without a camera. */
export function QrPanel({ url }: { url: string }) {
  return (
    <aside className="show__qr" aria-label={show.qrLabel}>
      <QrCode value={url} label={show.qrAlt(url)} />
      <p>
        {show.qrLabel}
        <span className="show__url">{url.replace(/^https?:\/\//, '').replace(/\/$/, '')}</span>
      </p>
    </aside>
  );
}
