import type { Diff } from '../types';
import { wishRead } from './call';

/** WishTable/Diff: what changed between two versions (To 0: the current one). */
export const getDiff = (body: { TableId: string; From: number; To: number }) => wishRead<Diff>('WishTable/Diff', body);
