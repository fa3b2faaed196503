import type { Created } from '../types';
import { wishCommand } from './call';

/** WishTable/Copy: a table the user can read, copied into a new one they own. */
export const copyTable = (body: { TableId: string; Name?: string }) => wishCommand<Created>('WishTable/Copy', body);
