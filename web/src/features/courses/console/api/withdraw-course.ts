import { adminWrite } from '@/features/admin/api/call';

/** Admin/WithdrawCourse (reviewer): takes a live course off the site, with the reason. */
export const withdrawCourse = (Id: string, Version: number, Reason: string) => adminWrite('WithdrawCourse', { Id, Version, Reason });
