import { apiPostWithMessage } from '@/lib/api-client';
import type { SchoolPlans } from './plans-types';

/** Public/EnrollmentPlan: one college's plans in a province (all years unless Year). */
export const getEnrollmentPlan = (body: { ProvinceId: number; CollegeId: string; Year?: number }): Promise<SchoolPlans> =>
  apiPostWithMessage<SchoolPlans>('Public/EnrollmentPlan', body, { Years: [], List: [] });
