import { adminWrite } from '@/features/admin/api/call';
import type { WriteResult } from '../../types';

/** Admin/SuspendExpert: takes a listed expert off the list (bookings made stand), with the reason. */
export const suspendExpert = (Id: string, Version: number, Reason: string) => adminWrite<WriteResult>('SuspendExpert', { Id, Version, Reason });
