import { apiPost } from '@/lib/api-client';
import type { MajorCatalogInfo } from '../types';

/** Major/GetMajorCatalogInfo: counts, source and known gaps of a level's catalogue. */
export const getMajorCatalogInfo = (EducationLevel: 0 | 1 | 2) =>
  apiPost<MajorCatalogInfo>('Major/GetMajorCatalogInfo', { EducationLevel }, { silent: true });
