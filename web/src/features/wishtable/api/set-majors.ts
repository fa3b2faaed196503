import type { Major } from '../types';
import { wishCommand, type Edit } from './call';

/** WishTable/SetMajors (editor): a group's (or school's) majors, in order. */
export const setMajors = (body: Edit & { UnitKey: string; Majors: Major[] }) => wishCommand('WishTable/SetMajors', body);
