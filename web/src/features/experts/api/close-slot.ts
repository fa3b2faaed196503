import { apiPost } from '@/lib/api-client';
import type { WriteResult } from '../types';

/** Expert/CloseSlot: withdraws a free slot. */
export const closeSlot = (SlotId: string) => apiPost<WriteResult>('Expert/CloseSlot', { SlotId }, { silent: true });
