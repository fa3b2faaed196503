import { wishCommand, type Edit } from './call';

/** WishTable/MoveUnit (editor): To is the unit's final 1-based position. */
export const moveUnit = (body: Edit & { UnitKey: string; To: number }) => wishCommand('WishTable/MoveUnit', body);
