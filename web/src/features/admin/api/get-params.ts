import { apiPost } from '@/lib/api-client';
import type { WebConfig } from '@/types/api';

/** Config/WebConfig's ParamList, read after this client's last write (a parameter just set). */
export const getParams = () => apiPost<WebConfig>('Config/WebConfig', {}, { consistent: true, silent: true }).then((c) => c?.ParamList ?? []);
