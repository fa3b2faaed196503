import { apiPost } from '@/lib/api-client';
import type { OpenSlotsResult, SlotInput } from '../types';

/** Expert/OpenSlots: publishes 1–20 slots in one call (all or none). */
export const openSlots = (Slots: SlotInput[]) => apiPost<OpenSlotsResult>('Expert/OpenSlots', { Slots }, { silent: true });
