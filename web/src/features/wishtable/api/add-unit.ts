import type { AddSource, Major, UnitRef } from '../types';
import { wishCommand, type Edit } from './call';

export type { AddSource };

/** WishTable/AddUnit (editor): a unit by its key or its school's code and group / major, at Index (1-based) or at the end. */
export const addUnit = (body: Edit & UnitRef & { Index?: number; Majors?: Major[]; Adjust?: boolean; Source?: AddSource }) => wishCommand('WishTable/AddUnit', body);
