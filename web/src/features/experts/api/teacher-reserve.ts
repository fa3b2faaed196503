import { apiPost } from '@/lib/api-client';
import type { ReserveInput, ReserveResult } from '../types';

/** Web/TeacherReserve: books a slot; refusals (409 taken, 429 limit…) are the form's to show. */
export const teacherReserve = (body: ReserveInput) => apiPost<ReserveResult>('Web/TeacherReserve', body, { silent: true });
