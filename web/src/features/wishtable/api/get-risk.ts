import { apiPost, ApiCode } from '@/lib/api-client';
import { MEMBERS_ONLY_CODE } from '@/features/membership/lib/members-only';
import type { Risk } from '../types';

/**
 * WishTable/Risk: the whole list's chance of being filed, correlated and independent. A read that
 * sees this client's last write; a members-only refusal (402) is shown by the panel, not toasted.
 */
export const getRisk = (TableId: string) => apiPost<Risk>('WishTable/Risk', { TableId }, { consistent: true, silent: [ApiCode.NotFound, MEMBERS_ONLY_CODE] });
