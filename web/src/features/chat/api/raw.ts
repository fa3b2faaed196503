// What Chat/Ask (a stream) and Chat/AudioToWords (multipart) need that apiPost does not do: the
// app's headers on a fetch of their own, and the envelope of an answer read the way apiPost reads it.
import { API_BASE, ApiCode, ApiError, handleLoginExpired, TERMINAL_TYPE } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { getItem, StorageKeys } from '@/lib/storage';

export const chatUrl = (action: string) => `${API_BASE}/Chat/${action}`;

/** The headers every call carries (no Content-Type: a multipart body writes its own). */
export function appHeaders(): Record<string, string> {
  const headers: Record<string, string> = { orgCode: String(getItem<string>(StorageKeys.OrgCode) ?? ''), terminalType: TERMINAL_TYPE };
  const token = getToken();
  if (token) headers.token = token;
  return headers;
}

/** A fetch that failed before an answer: aborted (timed out) or no network. */
export function networkError(e: unknown): ApiError {
  const timedOut = (e as Error)?.name === 'AbortError';
  return new ApiError(ApiCode.Network, timedOut ? '请求超时，请稍后重试' : '网络连接失败，请稍后重试');
}

/** The Data of an envelope answer; any other Code is thrown as an ApiError (112 also signs out). */
export async function envelopeData<T>(res: Response): Promise<T> {
  const env = (await res.json().catch(() => null)) as { Code?: unknown; Data?: T; Message?: string } | null;
  if (!env || env.Code === undefined) {
    const code = res.status === 404 ? ApiCode.NotFound : res.status === 413 ? ApiCode.Invalid : ApiCode.Internal;
    const why = res.status === 413 ? '录音太大，请说短一些' : `服务器开小差了（HTTP ${res.status}），请稍后重试`;
    throw new ApiError(code, why);
  }
  const code = Number(env.Code);
  if (code === ApiCode.Ok) return env.Data as T;
  if (code === ApiCode.LoginExpired) handleLoginExpired(env.Message);
  throw new ApiError(code, env.Message || '操作失败，请稍后重试', env.Data ?? null);
}
