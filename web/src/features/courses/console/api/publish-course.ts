import { adminWrite } from '@/features/admin/api/call';

/** Admin/PublishCourse: puts the current revision live (with review on, not one the caller saved). */
export const publishCourse = (Id: string, Version: number) => adminWrite('PublishCourse', { Id, Version });
