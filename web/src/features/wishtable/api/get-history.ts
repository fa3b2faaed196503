import type { HistoryPage } from '../types';
import { wishRead } from './call';

/** WishTable/History: the table's changes, newest first (AfterVersion: only those after it). */
export const getHistory = (body: { TableId: string; AfterVersion?: number; PageIndex?: number; PageSize?: number }) => wishRead<HistoryPage>('WishTable/History', body);
