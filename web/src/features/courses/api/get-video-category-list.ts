import { apiPost } from '@/lib/api-client';
import type { CourseFacet } from '../types';

/** Web/GetVideoCategoryList: the categories that have live courses (a failure leaves the tabs at 全部). */
export const getVideoCategoryList = () => apiPost<CourseFacet[] | null>('Web/GetVideoCategoryList', {}, { silent: true });
