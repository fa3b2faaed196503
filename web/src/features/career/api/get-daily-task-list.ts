import type { TaskList } from '../types';
import { careerRead } from './call';

/** Career/GetDailyTaskList: the tasks from one date to another (≤ 62 days), each day's sums and the streak. */
export const getDailyTaskList = (From: string, To: string) => careerRead<TaskList>('GetDailyTaskList', { From, To });
