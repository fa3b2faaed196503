import type { LinkCreated, ShareRole } from '../types';
import { wishCommand } from './call';

/** WishTable/CreateLink (owner): a one-time invitation link; its Token is shown only now. */
export const createLink = (body: { TableId: string; Role: ShareRole; Hours?: number }) => wishCommand<LinkCreated>('WishTable/CreateLink', body);
