import type { Order } from '@/types/api';
import { apiPost } from '@/lib/api-client';

/** Payment/PaymentStatus: one of the user's orders as it is now (polled; no toasts). */
export const getPaymentStatus = (OrderNo: string) => apiPost<Order>('Payment/PaymentStatus', { OrderNo }, { silent: true });
