import { apiPost } from '@/lib/api-client';
import type { WriteResult } from '../types';

/** Expert/MoveBooking: the family moves a booking to another free slot of the same expert (once). */
export const moveBooking = (BookingId: string, SlotId: string) => apiPost<WriteResult>('Expert/MoveBooking', { BookingId, SlotId }, { silent: true });
