import { apiPost } from '@/lib/api-client';
import type { ListItem } from '../types';

/** User/TestList: every result of the student, newest first (consistent: a result just submitted is in it). */
export const listResults = () => apiPost<ListItem[] | null>('User/TestList', {}, { consistent: true });
