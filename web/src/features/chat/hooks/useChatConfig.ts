import { useLoad } from '@/lib/use-load';
import { getChatConfig } from '../api/get-chat-config';
import { DEFAULT_LIMITS } from '../lib/limits';

/** Chat/GetChatConfig (when enabled), with the contract's limits until (or unless) it answers. */
export function useChatConfig(enabled = true) {
  const loaded = useLoad(getChatConfig, enabled ? 'chat-config' : null);
  return { ...loaded, limits: loaded.data?.Limits ?? DEFAULT_LIMITS };
}
