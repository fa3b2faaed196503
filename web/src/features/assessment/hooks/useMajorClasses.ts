import { useMemo } from 'react';
import { getMajorCategoryTreeList } from '@/features/major/api/get-major-category-tree-list';
import { useLoad } from '@/lib/use-load';
import { classesOf } from '../lib/major-classes';

/** The undergraduate catalogue's 专业类, for picking the liked ones. */
export function useMajorClasses() {
  const tree = useLoad(getMajorCategoryTreeList, 'major-category-tree');
  const classes = useMemo(() => classesOf(tree.data), [tree.data]);
  return { classes, loading: tree.loading, error: tree.error };
}
