import type { TargetInput } from '../types';
import { careerCommand } from './call';

/** Career/SetTarget: replaces the list (0–5 targets, in order of preference) and the motto. */
export const setTarget = (Targets: TargetInput[], Motto: string) => careerCommand('SetTarget', { Targets, Motto });
