/** A QR code drawn from text, as an image; the encoder loads only when a QR code is shown. */
import { useEffect, useState } from 'react';

export function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(async (QR) => {
      const svg = await QR.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return src ? <img className="qr" src={src} width={size} height={size} alt={label} /> : <div className="qr qr-loading" style={{ width: size, height: size }} aria-busy="true" />;
}
