import { apiPost } from '@/lib/api-client';
import type { TreeNode } from '../types';

/** Data/GetMajorTreeList: the 门类 → 专业类 → 专业 tree of the undergraduate catalogue. */
export const getMajorTreeList = () => apiPost<TreeNode[] | null>('Data/GetMajorTreeList', {}, { silent: true });
