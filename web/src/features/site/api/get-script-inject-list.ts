import type { ScriptInjectItem } from '@/types/api';
import { apiPost } from '@/lib/api-client';

export const getScriptInjectList = () => apiPost<ScriptInjectItem[] | null>('Web/GetScriptInjectList', {}, { silent: true });
