// Chat/Ask as a stream (docs/API-CHAT.md): `meta`, zero or more `tool`, `delta` text in order,
// then `done` with the stored turn, or `error` instead (nothing stored). Refusals before the
// stream (400, 112, 409, 429…) come back as the usual envelope.
import { ApiCode, ApiError } from '@/lib/api-client';
import { readSse, type SseEvent } from '../lib/sse';
import type { AskDone, AskInput, AskMeta, AskTool } from '../types';
import { appHeaders, networkError } from '@/lib/api-client';
import { chatUrl, envelopeData } from './raw';

/** The server ends an answer at 20 s; the page gives up a while after. */
export const ASK_TIMEOUT_MS = 45_000;

export interface AskProgress {
  onMeta?: (meta: AskMeta) => void;
  onTool?: (tool: AskTool) => void;
  onDelta?: (text: string) => void;
}

const parse = (e: SseEvent): Record<string, unknown> | null => {
  try {
    const v = JSON.parse(e.data) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Asks; reports the answer's progress as it streams and resolves with the stored turn. */
export async function ask(input: AskInput, progress: AskProgress = {}, signal?: AbortSignal): Promise<AskDone> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  const timer = setTimeout(stop, ASK_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch(chatUrl('Ask'), {
        method: 'POST',
        headers: { ...appHeaders(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify(input),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (e) {
      throw networkError(e);
    }
    const type = res.headers.get('Content-Type') ?? '';
    if (!type.includes('text/event-stream') || !res.body) return await envelopeData<AskDone>(res);
    const end: { done: AskDone | null; failed: ApiError | null } = { done: null, failed: null };
    try {
      await readSse(res.body, (e) => {
        const d = parse(e);
        if (!d) return;
        if (e.event === 'meta') progress.onMeta?.(d as unknown as AskMeta);
        else if (e.event === 'tool') progress.onTool?.(d as unknown as AskTool);
        else if (e.event === 'delta') progress.onDelta?.(String(d.Text ?? ''));
        else if (e.event === 'done') end.done = d as unknown as AskDone;
        else if (e.event === 'error') end.failed = new ApiError(Number(d.Code ?? ApiCode.Internal), String(d.Message || '回答失败，请稍后重试'));
      });
    } catch (e) {
      throw networkError(e);
    }
    if (end.failed) throw end.failed;
    if (end.done) return end.done;
    throw new ApiError(ApiCode.Network, '回答中断，请稍后重试');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
