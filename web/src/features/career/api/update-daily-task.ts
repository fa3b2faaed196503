import type { TaskInput } from '../types';
import { careerCommand } from './call';

/** Career/UpdateDailyTask: saves the task whole (it may move to another day). */
export const updateDailyTask = (body: TaskInput & { Id: string }) => careerCommand('UpdateDailyTask', body);
