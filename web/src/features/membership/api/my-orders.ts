import type { Order } from '@/types/api';
import { apiPost } from '@/lib/api-client';

/** Payment/MyOrders: the user's orders, newest first (at most 100). */
export const getMyOrders = () => apiPost<Order[] | null>('Payment/MyOrders', {}, { consistent: true, silent: true });
