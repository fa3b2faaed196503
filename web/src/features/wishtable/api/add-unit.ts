import type { Major } from '../types';
import { wishCommand, type Edit } from './call';

export type AddSource = 'recommend' | 'college' | 'major' | 'search';

/** WishTable/AddUnit (editor): a recommendation unit, at Index (1-based) or at the end. */
export const addUnit = (body: Edit & { UnitKey: string; Index?: number; Majors?: Major[]; Adjust?: boolean; Source?: AddSource }) => wishCommand('WishTable/AddUnit', body);
