import { apiPost } from '@/lib/api-client';
import type { Workbench } from '../types';

/** Expert/Workbench: the caller's application, slots and bookings, seeing this client's last write. */
export const getWorkbench = () => apiPost<Workbench>('Expert/Workbench', {}, { consistent: true, silent: true });
