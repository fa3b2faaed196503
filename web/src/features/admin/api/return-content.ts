import { adminWrite } from './call';

/** Admin/ReturnContent (reviewer): back to draft with the reason. */
export const returnContent = (Id: string, Version: number, Reason: string) => adminWrite('ReturnContent', { Id, Version, Reason });
