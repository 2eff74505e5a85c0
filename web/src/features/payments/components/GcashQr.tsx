import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of the GCash number, for scanning with another phone's GCash app. */
export function GcashQr({ number }: { number: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(number, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [number]);
  if (!src) return <div className="size-44 animate-pulse rounded-md bg-muted" aria-hidden="true" />;
  return (
    <img
      src={src}
      width={176}
      height={176}
      alt={`QR code of the GCash number ${number}`}
      className="size-44 rounded-md border border-border bg-white p-1"
    />
  );
}
