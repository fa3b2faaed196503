import { apiPost } from '@/lib/api-client';
import type { ExpertPage, ListQuery } from '../types';

/** Web/GetTeacherList: a page of listed experts, those with free slots first; errors show in place of the list. */
export const getTeacherList = (q: ListQuery) => apiPost<ExpertPage>('Web/GetTeacherList', q, { silent: true });
