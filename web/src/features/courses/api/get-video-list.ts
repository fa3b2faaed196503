import { apiPost } from '@/lib/api-client';
import type { CourseListRequest, CoursePage } from '../types';

/** Web/GetVideoList: a page of live courses, newest first; errors show in place of the list. */
export const getVideoList = (body: CourseListRequest) => apiPost<CoursePage>('Web/GetVideoList', body, { silent: true });
