import { adminWrite } from './call';

/** Admin/PublishContent: now (At empty) or at a later Beijing time ("2027-06-01 09:00"). */
export const publishContent = (Id: string, Version: number, At = '') => adminWrite('PublishContent', At ? { Id, Version, At } : { Id, Version });
