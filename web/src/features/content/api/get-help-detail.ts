import { apiPost } from '@/lib/api-client';
import type { HelpDetail } from '../types';

/** Web/GetHelpDetail: one help answer with others of its category (Related). */
export const getHelpDetail = (Id: string) => apiPost<HelpDetail>('Web/GetHelpDetail', { Id }, { silent: true });
