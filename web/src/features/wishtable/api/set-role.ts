import type { ShareRole } from '../types';
import { wishCommand } from './call';

/** WishTable/SetRole (owner): a member's role. */
export const setRole = (body: { TableId: string; UserId: string; Role: ShareRole }) => wishCommand('WishTable/SetRole', body);
