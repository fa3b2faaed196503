import { apiPost } from '@/lib/api-client';
import type { TreeNode } from '../types';

/**
 * Data/GetMajorTreeList: the three-level tree of a level's catalogue — 门类 → 专业类 → 专业 of the
 * undergraduate catalogue (EducationLevel 1, sent as {}), 专业大类 → 专业类 → 专业 for 2 (职业本科) and 0 (专科).
 */
export const getMajorTreeList = (EducationLevel: 0 | 1 | 2 = 1) =>
  apiPost<TreeNode[] | null>('Data/GetMajorTreeList', EducationLevel === 1 ? {} : { EducationLevel }, { silent: true });
