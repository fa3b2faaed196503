import { apiPost } from '@/lib/api-client';
import type { Booking } from '../types';

/** Expert/MyBookings: the family's bookings, newest slot first, seeing this client's last write. */
export const getMyBookings = () => apiPost<Booking[] | null>('Expert/MyBookings', {}, { consistent: true, silent: true });
