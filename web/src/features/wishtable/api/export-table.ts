// WishTable/Export answers the file itself, not the envelope; an error still comes as JSON.
import { API_BASE, ApiCode, ApiError, getLastWritePosition, handleLoginExpired, TERMINAL_TYPE } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { getItem, StorageKeys } from '@/lib/storage';
import { fileNameOf } from '../lib/download';

export type ExportFormat = 'xlsx' | 'pdf';

export interface ExportedFile {
  blob: Blob;
  name: string;
  type: string;
}

/** POSTs WishTable/Export with the token header; resolves the file, rejects with the server's message. */
export async function exportTable(TableId: string, Format: ExportFormat): Promise<ExportedFile> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    token: getToken(),
    orgCode: String(getItem<string>(StorageKeys.OrgCode) ?? ''),
    terminalType: TERMINAL_TYPE,
  };
  const wait = getLastWritePosition();
  if (wait) headers.waitPosition = wait;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/WishTable/Export`, { method: 'POST', headers, body: JSON.stringify({ TableId, Format }), credentials: 'same-origin' });
  } catch {
    throw new ApiError(ApiCode.Network, '网络连接失败，请稍后重试');
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    const env = (await res.json().catch(() => null)) as { Code?: number; Data?: unknown; Message?: string } | null;
    const code = Number(env?.Code ?? ApiCode.Internal);
    if (code === ApiCode.LoginExpired) handleLoginExpired(env?.Message);
    throw new ApiError(code, env?.Message || '导出失败，请稍后重试', env?.Data ?? null);
  }
  if (!res.ok) throw new ApiError(ApiCode.Internal, `导出失败（HTTP ${res.status}），请稍后重试`);
  return { blob: await res.blob(), name: fileNameOf(res.headers.get('Content-Disposition'), `志愿表.${Format}`), type };
}
