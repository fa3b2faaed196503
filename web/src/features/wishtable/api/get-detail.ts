import type { Detail } from '../types';
import { wishRead } from './call';

/** WishTable/Detail: the table, its units with their probabilities, the checks; members and links for the owner. */
export const getDetail = (TableId: string) => wishRead<Detail>('WishTable/Detail', { TableId });
