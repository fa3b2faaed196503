import { apiPost } from '@/lib/api-client';
import type { HelpItem } from '../types';

/** Web/GetHelpTopList: the answers marked as top questions (at most 20). */
export const getHelpTopList = () => apiPost<HelpItem[] | null>('Web/GetHelpTopList', {}, { silent: true });
