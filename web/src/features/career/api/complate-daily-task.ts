import { careerCommand } from './call';

/** Career/ComplateDailyTask (sic): marks the task done, or not done again with IsDone false. */
export const complateDailyTask = (Id: string, IsDone: boolean) => careerCommand('ComplateDailyTask', { Id, IsDone });
