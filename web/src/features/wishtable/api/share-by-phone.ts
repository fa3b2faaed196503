import type { ShareRole } from '../types';
import { wishCommand } from './call';

/** WishTable/ShareByPhone (owner): share with a registered phone, or change their role. */
export const shareByPhone = (body: { TableId: string; Phone: string; Role: ShareRole }) => wishCommand('WishTable/ShareByPhone', body);
