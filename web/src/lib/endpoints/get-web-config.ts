import type { WebConfig } from '@/types/api';
import { apiPost } from '../api-client';

export const getWebConfig = () => apiPost<WebConfig>('Config/WebConfig', {}, { silent: true });
