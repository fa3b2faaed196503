import { adminRead } from '@/features/admin/api/call';
import type { ConsoleCoursePage } from '../types';

/** Admin/CourseList: courses of a state ('' every state) and a title keyword, a page at a time. */
export const listCourses = (q: { State?: string; Keyword?: string; PageIndex: number; PageSize: number }) =>
  adminRead<ConsoleCoursePage>('CourseList', q);
