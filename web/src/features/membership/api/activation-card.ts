import type { CardActivation } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export interface ActivationBody {
  CardNo: string;
  CardPwd: string;
  CaptchaId?: string;
  CaptchaCode?: string;
}

/** User/ActivationCard: redeems a card; every refusal (400, 113, 429) is the caller's to show. */
export const activationCard = (body: ActivationBody) => apiPost<CardActivation>('User/ActivationCard', body, { silent: true });
