import { adminRead } from '@/features/admin/api/call';
import type { ConsoleDetail } from '../../types';

/** Admin/ExpertDetail: one application with the expert's slots and bookings. */
export const getExpert = (Id: string) => adminRead<ConsoleDetail>('ExpertDetail', { Id });
