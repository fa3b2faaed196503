import { adminWrite } from '@/features/admin/api/call';
import type { SaveCourseInput } from '../types';

/** Admin/SaveCourse: creates a course (Version 0) or saves a revision of the Version last read. */
export const saveCourse = (body: SaveCourseInput) => adminWrite<{ Version: number; Position: number | string }>('SaveCourse', body);
