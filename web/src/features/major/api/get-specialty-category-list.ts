import { apiPost } from '@/lib/api-client';
import type { TreeNode } from '../types';

/** Specialty/SpecialtyCategoryList: the 门类 tree of a level (1 本科, 0 专科; 专科 answers []). */
export const getSpecialtyCategoryList = (EducationLevel: 0 | 1) =>
  apiPost<TreeNode[] | null>('Specialty/SpecialtyCategoryList', { EducationLevel }, { silent: true });
