import { useEffect, useState } from 'react';

/** The WeChat Pay code drawn in the browser from CodeUrl (no outside service). */
export function PayQrCode({ value, size = 200 }: { value: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((m) => m.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [value, size]);
  if (failed) return <p className="zy-vip-error">二维码生成失败，请关闭后重新下单</p>;
  return (
    <div className="zy-vip-qr" style={{ width: size, height: size }}>
      {src ? <img src={src} width={size} height={size} alt="微信支付二维码" data-testid="openvip-qr" /> : null}
    </div>
  );
}
