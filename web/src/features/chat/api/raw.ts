// What Chat/Ask (a stream) and Chat/AudioToWords (multipart) need that apiPost does not do: a
// fetch of their own with the app's headers, and the envelope of an answer read the way apiPost reads it.
import { API_BASE, ApiCode, ApiError, handleLoginExpired } from '@/lib/api-client';

export const chatUrl = (action: string) => `${API_BASE}/Chat/${action}`;

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
