import type { CareerPlan } from '../types';
import { careerRead } from './call';

/** Career/GetCareerPlan: the 生涯规划书 (empty sections left out; UpdatedAt null before the first save). */
export const getCareerPlan = () => careerRead<CareerPlan>('GetCareerPlan');
