import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath } from './qrPath';
import { ui } from '../theme/palette';

/** A QR code drawn as SVG in the page: no image request, no service. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    return { size: qr.size, d: qrPath(qr.data) };
  }, [value]);
  return (
    <svg className="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill={ui.white} />
      <path d={d} fill={ui.navy900} />
    </svg>
  );
}
