import { adminWrite } from './call';

/** Admin/SetSiteParam (admin): one of the SPEC's ParamKeys. */
export const setSiteParam = (Key: string, Value: string) => adminWrite('SetSiteParam', { Key, Value });
