import { apiPost } from '@/lib/api-client';
import type { ContentPageDetail } from '../types';

/** Web/GetContentDetail: a content page by its code (about, editorial, data-sources…). */
export const getContentDetail = (Code: string) => apiPost<ContentPageDetail>('Web/GetContentDetail', { Code }, { silent: true });
