import { adminRead } from '@/features/admin/api/call';
import type { ConsolePage } from '../../types';

/** Admin/ExpertList: applications and experts of a state ('' all), pending first. */
export const listExperts = (State: string, PageIndex: number, PageSize: number) =>
  adminRead<ConsolePage>('ExpertList', State ? { State, PageIndex, PageSize } : { PageIndex, PageSize });
