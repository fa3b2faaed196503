import type { MyCard } from '@/types/api';
import { apiPost } from '@/lib/api-client';

/** User/GetMyCards: the cards the user activated, newest first (at most 100), numbers masked. */
export const getMyCards = () => apiPost<MyCard[] | null>('User/GetMyCards', {}, { consistent: true, silent: true });
