import { useLoad } from '@/lib/use-load';
import { getVideoList } from '../api/get-video-list';
import { courseListRequest, type CourseListState } from '../lib/list-url';
import type { CoursePage } from '../types';

/** A page of live courses for the catalogue's filters. */
export function useCourseList(s: CourseListState) {
  const body = courseListRequest(s);
  return useLoad<CoursePage>(() => getVideoList(body), JSON.stringify(body));
}
