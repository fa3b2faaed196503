import { wishCommand, type Edit } from './call';

/** WishTable/ConfirmUnit (editor): the special-type conditions were read. */
export const confirmUnit = (body: Edit & { UnitKey: string }) => wishCommand('WishTable/ConfirmUnit', body);
