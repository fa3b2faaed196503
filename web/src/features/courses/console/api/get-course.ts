import { adminRead } from '@/features/admin/api/call';
import type { ConsoleCourse } from '../types';

/** Admin/CourseDetail: one course with its current revision (404 课程不存在). */
export const getCourse = (Id: string) => adminRead<ConsoleCourse>('CourseDetail', { Id });
