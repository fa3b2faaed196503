import type { CommandResult, TaskInput } from '../types';
import { careerCommand } from './call';

/** Career/AddDailyTask: a new task on a day (at most 30 a day). */
export const addDailyTask = (body: TaskInput) => careerCommand<CommandResult & { Id: string }>('AddDailyTask', body);
