import type { HistoryEntry } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const myHistory = (PageIndex: number, PageSize: number) =>
  apiPost<{ Total: number; List: HistoryEntry[] | null }>('Audit/MyHistory', { PageIndex, PageSize }, { consistent: true });
