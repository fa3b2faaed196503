import { wishCommand, type Edit } from './call';

/** WishTable/SetUnitNote (commenter). */
export const setUnitNote = (body: Edit & { UnitKey: string; Note: string }) => wishCommand('WishTable/SetUnitNote', body);
