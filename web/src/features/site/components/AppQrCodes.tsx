import { useAtomValue } from 'jotai';
import { paramsAtom } from '@/lib/site-config';
import { QrCode } from '@/components/QrCode';

export const APP_LINKS = [
  { key: 'APP_WechatMiniAPP', label: '微信小程序', id: 'mini' },
  { key: 'APP_H5', label: '手机网页版', id: 'h5' },
  { key: 'APP_Android', label: '安卓客户端', id: 'android' },
  { key: 'APP_IOS', label: 'iOS 客户端', id: 'ios' },
];

export function useAppLinks() {
  const params = useAtomValue(paramsAtom);
  return APP_LINKS.filter((a) => (params[a.key] ?? '').trim() !== '').map((a) => ({ ...a, url: params[a.key].trim() }));
}

/** QR codes for the mini-program, H5, Android and iOS apps (generated in the browser). */
export function AppQrCodes({ size = 96, testId }: { size?: number; testId: string }) {
  const links = useAppLinks();
  if (!links.length) return null;
  return (
    <div className="zy-qr-list" data-testid={testId}>
      {links.map((l) => (
        <QrCode key={l.id} value={l.url} size={size} label={l.label} testId={`${testId}-${l.id}`} />
      ))}
    </div>
  );
}
