// Admin/Upload takes multipart/form-data (field "file"), so it is sent here rather than by
// apiPost (which sends JSON); the answer is the usual envelope.
import { API_BASE, ApiCode, ApiError, appHeaders, handleLoginExpired, networkError } from '@/lib/api-client';
import type { Uploaded } from '../types';

/**
 * Uploads an image or a PDF (Admin/Upload, or another upload call such as Admin/UploadMedia);
 * resolves where readers get it, rejects with the server's message.
 */
export async function uploadFile(file: File, path = 'Admin/Upload'): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path}`, {
      method: 'POST',
      // No Content-Type: the browser writes the multipart boundary itself.
      headers: appHeaders(),
      body: form,
      credentials: 'same-origin',
    });
  } catch (e) {
    throw networkError(e);
  }
  const env = (await res.json().catch(() => null)) as { Code?: number; Data?: Uploaded | null; Message?: string } | null;
  if (!env || env.Code === undefined) {
    const why = res.status === 413 ? '文件过大' : `上传失败（HTTP ${res.status}）`;
    throw new ApiError(res.status === 404 ? ApiCode.NotFound : ApiCode.Internal, `${why}，请稍后重试`);
  }
  const code = Number(env.Code);
  if (code === ApiCode.Ok && env.Data) return env.Data;
  if (code === ApiCode.LoginExpired) handleLoginExpired(env.Message);
  throw new ApiError(code, env.Message || '上传失败，请稍后重试', env.Data ?? null);
}
