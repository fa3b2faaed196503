import { apiPost } from '@/lib/api-client';
import type { WriteResult } from '../types';

/** Expert/CancelBooking: the family (reason optional), the expert or a reviewer (reason required). */
export const cancelBooking = (BookingId: string, Reason: string) =>
  apiPost<WriteResult>('Expert/CancelBooking', Reason ? { BookingId, Reason } : { BookingId }, { silent: true });
