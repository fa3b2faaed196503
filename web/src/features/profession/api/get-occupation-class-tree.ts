import { apiPost } from '@/lib/api-client';
import type { OccupationClass } from '../types';

/** Profession/OccupationClassTree: 大类 → 中类 → 小类 of 职业分类大典 with their counts. */
export const getOccupationClassTree = () => apiPost<OccupationClass[] | null>('Profession/OccupationClassTree', {}, { silent: true });
