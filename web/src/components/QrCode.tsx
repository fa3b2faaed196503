import { useEffect, useState } from 'react';

/** A QR code drawn in the browser from a URL (the qrcode library is loaded on demand). */
export function QrCode({ value, size = 112, label, testId }: { value: string; size?: number; label?: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then((m) => m.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [value, size]);
  return (
    <figure className="zy-qr" data-testid={testId ?? 'qr-code'}>
      {src ? <img src={src} width={size} height={size} alt={label ?? '二维码'} /> : <div className="zy-qr-blank" style={{ width: size, height: size }} />}
      {label ? <figcaption>{label}</figcaption> : null}
    </figure>
  );
}
