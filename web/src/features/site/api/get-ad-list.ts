import type { Ad } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const FOOTER_AD_POSITION = 3;

export const getAdList = (AdPositionId: number) => apiPost<Ad[] | null>('Web/GetAdList', { AdPositionId }, { silent: true });
