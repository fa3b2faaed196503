import { careerCommand } from './call';

/** Career/DelDailyTask. */
export const delDailyTask = (Id: string) => careerCommand('DelDailyTask', { Id });
