import { wishCommand, type Edit } from './call';

/** WishTable/Delete (owner): to the recycle bin for 30 days. */
export const deleteTable = (body: Edit) => wishCommand('WishTable/Delete', body);
