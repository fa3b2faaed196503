import { wishCommand, type Edit } from './call';

/** WishTable/SetAdjust (editor): 服从调剂 or not. */
export const setAdjust = (body: Edit & { UnitKey: string; Adjust: boolean }) => wishCommand('WishTable/SetAdjust', body);
