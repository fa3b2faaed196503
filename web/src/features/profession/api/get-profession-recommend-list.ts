import { apiPost } from '@/lib/api-client';
import type { ProfessionItem } from '../types';

/** Profession/ProfessionRecommendList: occupations with the nearest interest profile to one occupation. */
export const getProfessionRecommendList = (ID: string, Count = 8) =>
  apiPost<ProfessionItem[] | null>('Profession/ProfessionRecommendList', { ID, Count }, { silent: true });
