import { appHeaders, networkError } from '@/lib/api-client';
import { chatUrl, envelopeData } from './raw';

const UPLOAD_TIMEOUT_MS = 70_000; // the server allows 60 s of recognition

/** Chat/AudioToWords: a recording (multipart field `file`, at most 10 MB) to text; 503 when not configured. */
export async function audioToWords(audio: Blob, name = 'question.webm'): Promise<string> {
  const form = new FormData();
  form.append('file', audio, name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(chatUrl('AudioToWords'), { method: 'POST', headers: appHeaders(), body: form, signal: controller.signal, credentials: 'same-origin' });
  } catch (e) {
    throw networkError(e);
  } finally {
    clearTimeout(timer);
  }
  return (await envelopeData<{ Text: string } | null>(res))?.Text ?? '';
}
