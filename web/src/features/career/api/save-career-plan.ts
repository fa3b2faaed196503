import type { CareerPlanText } from '../types';
import { careerCommand } from './call';

/** Career/SaveCareerPlan: saves the plan whole (each section ≤ 3,000 characters). */
export const saveCareerPlan = (body: CareerPlanText) => careerCommand('SaveCareerPlan', body);
