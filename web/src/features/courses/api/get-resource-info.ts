import { apiPost } from '@/lib/api-client';
import type { CourseInfo } from '../types';

/** Course/ResourceInfo: a live course and its outline for this reader (404 课程不存在或已下线 is the page's to show). */
export const getResourceInfo = (Id: string) => apiPost<CourseInfo>('Course/ResourceInfo', { Id }, { silent: true });
