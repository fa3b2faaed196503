import { apiPost } from '@/lib/api-client';
import type { ApplyInput, WriteResult } from '../types';

/** Expert/Apply: files (or, while pending or after a rejection, refiles) the application. */
export const applyExpert = (body: ApplyInput) => apiPost<WriteResult>('Expert/Apply', body, { silent: true });
