import { wishCommand, type Edit } from './call';

/** WishTable/SetScore (editor): the score (or rank) the probabilities are for. */
export const setScore = (body: Edit & { Score: number; Rank?: number }) => wishCommand('WishTable/SetScore', body);
