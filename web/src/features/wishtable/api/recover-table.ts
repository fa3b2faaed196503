import { wishCommand, type Edit } from './call';

/** WishTable/Recover (owner): back from the recycle bin. */
export const recoverTable = (body: Edit) => wishCommand('WishTable/Recover', body);
