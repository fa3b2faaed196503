import { apiPost } from '@/lib/api-client';
import type { TreeNode } from '../types';

/** Data/GetMajorCategoryTreeList: the 门类 → 专业类 tree (the rank page's 门类 filter). */
export const getMajorCategoryTreeList = () => apiPost<TreeNode[] | null>('Data/GetMajorCategoryTreeList', {}, { silent: true });
