import { wishCommand, type Edit } from './call';

/** WishTable/Rename (owner). */
export const renameTable = (body: Edit & { Name: string }) => wishCommand('WishTable/Rename', body);
