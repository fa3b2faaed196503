import type { UserProduct } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const getUserProducts = () => apiPost<UserProduct[] | null>('User/GetUserProducts', {}, { consistent: true });
