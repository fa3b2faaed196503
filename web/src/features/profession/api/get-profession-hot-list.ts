import { apiPost } from '@/lib/api-client';
import type { ProfessionItem } from '../types';

/** Profession/ProfessionHotList: the occupations linked from the most majors (with MajorCount). */
export const getProfessionHotList = (Count = 10) => apiPost<ProfessionItem[] | null>('Profession/ProfessionHotList', { Count });
