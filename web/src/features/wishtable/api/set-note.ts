import { wishCommand, type Edit } from './call';

/** WishTable/SetNote (commenter): the table's note. */
export const setNote = (body: Edit & { Note: string }) => wishCommand('WishTable/SetNote', body);
