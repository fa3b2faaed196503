import { apiPost } from '../api-client';

export const loginout = () => apiPost<null>('Auth/Loginout', {}, { silent: true });
