import type { Risk } from '../types';
import { wishRead } from './call';

/** WishTable/Risk: the whole list's chance of being filed, correlated and independent. */
export const getRisk = (TableId: string) => wishRead<Risk>('WishTable/Risk', { TableId });
