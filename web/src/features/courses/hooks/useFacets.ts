import { useLoad } from '@/lib/use-load';
import { getGradeList } from '../api/get-grade-list';
import { getVideoCategoryList } from '../api/get-video-category-list';
import type { CourseFacet } from '../types';

/** The categories and grades that have live courses (empty while loading or when the read fails). */
export function useFacets(): { categories: CourseFacet[]; grades: CourseFacet[] } {
  const categories = useLoad(getVideoCategoryList, 'course-categories');
  const grades = useLoad(getGradeList, 'course-grades');
  return { categories: categories.data ?? [], grades: grades.data ?? [] };
}
