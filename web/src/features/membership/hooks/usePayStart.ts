import { useCallback, useState } from 'react';
import type { PaymentStart } from '@/types/api';
import { wechatQRCodePay } from '../api/wechat-qrcode-pay';

export interface Started {
  productId: string;
  order: PaymentStart;
}

/** 微信支付: asks for a Native order; the order opens the pay dialog, a refusal is shown by its product. */
export function usePayStart() {
  const [pending, setPending] = useState<string | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [error, setError] = useState<{ productId: string; message: string } | null>(null);
  const pay = useCallback(async (productId: string) => {
    setPending(productId);
    setError(null);
    try {
      const order = await wechatQRCodePay(productId);
      setStarted({ productId, order });
    } catch (e) {
      setStarted(null);
      setError({ productId, message: (e as Error).message || '下单失败，请稍后重试' });
    } finally {
      setPending(null);
    }
  }, []);
  const close = useCallback(() => setStarted(null), []);
  return { pending, started, error, pay, close };
}
