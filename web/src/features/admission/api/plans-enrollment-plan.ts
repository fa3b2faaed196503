import { apiPostNoted } from '@/lib/api-client';
import type { SchoolPlans } from './plans-types';

/** Public/EnrollmentPlan: one college's plans in a province (all years unless Year). */
export const getEnrollmentPlan = async (body: { ProvinceId: number; CollegeId: string; Year?: number }): Promise<SchoolPlans> => {
  const { data, message } = await apiPostNoted<SchoolPlans>('Public/EnrollmentPlan', body);
  return { ...(data ?? { Years: [], List: [] }), Message: message };
};
