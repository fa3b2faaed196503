import { apiPost } from '@/lib/api-client';
import type { CourseFacet } from '../types';

/** Course/GradeList: the grades that have live courses. */
export const getGradeList = () => apiPost<CourseFacet[] | null>('Course/GradeList', {}, { silent: true });
