import { apiPost } from '@/lib/api-client';
import type { ExpertDetail } from '../types';

/**
 * Web/GetTeacherDetail: an expert's page, with the reader's own bookings when signed in. It waits
 * for this client's last write (a booking just made shows at once); 404 is the page's to show.
 */
export const getTeacherDetail = (Id: string) => apiPost<ExpertDetail>('Web/GetTeacherDetail', { Id }, { consistent: true, silent: true });
