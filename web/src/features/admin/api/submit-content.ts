import { adminWrite } from './call';

/** Admin/SubmitContent: a draft (or withdrawn item) goes to review. */
export const submitContent = (Id: string, Version: number) => adminWrite('SubmitContent', { Id, Version });
