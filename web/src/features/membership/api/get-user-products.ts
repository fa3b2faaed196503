import type { UserProduct } from '@/types/api';
import { apiPost } from '@/lib/api-client';

/** User/GetUserProducts: the user's products whose time has not run out, soonest expiry first. */
export const getUserProducts = () => apiPost<UserProduct[] | null>('User/GetUserProducts', {}, { consistent: true });
