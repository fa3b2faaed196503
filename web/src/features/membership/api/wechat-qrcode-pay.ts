import type { PaymentStart } from '@/types/api';
import { apiPost } from '@/lib/api-client';

/** Payment/WechatQRCodePay: a Native order for the product (an unpaid one is answered again); errors are the caller's to show. */
export const wechatQRCodePay = (ProductId: string) => apiPost<PaymentStart>('Payment/WechatQRCodePay', { ProductId }, { silent: true });
