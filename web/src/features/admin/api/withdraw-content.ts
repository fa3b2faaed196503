import { adminWrite } from './call';

/** Admin/WithdrawContent (reviewer): takes a live or scheduled item off the site, with the reason. */
export const withdrawContent = (Id: string, Version: number, Reason: string) => adminWrite('WithdrawContent', { Id, Version, Reason });
