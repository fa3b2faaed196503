import { wishCommand, type Edit } from './call';

/** WishTable/RemoveUnit (editor). */
export const removeUnit = (body: Edit & { UnitKey: string }) => wishCommand('WishTable/RemoveUnit', body);
