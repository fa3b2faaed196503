// Putting an uploaded file into the Markdown body.
import type { Uploaded } from '../types';

/** The label a file gets in Markdown: no brackets or line breaks that would end it early. */
const label = (name: string) => name.replace(/[[\]()\r\n]/g, '').trim() || '附件';

/** `![name](url)` for an image, `[name](url)` for a PDF (a link to download it). */
export function uploadSnippet(u: Pick<Uploaded, 'Url' | 'Name' | 'Type'>): string {
  const isPdf = u.Type === 'application/pdf' || /\.pdf$/i.test(u.Url);
  return `${isPdf ? '' : '!'}[${label(u.Name)}](${u.Url})`;
}

/** The text with the snippet in place of the selection, and where the cursor goes after it. */
export function insertAt(text: string, start: number, end: number, snippet: string): { text: string; cursor: number } {
  const a = Math.max(0, Math.min(start, text.length));
  const b = Math.max(a, Math.min(end, text.length));
  const next = text.slice(0, a) + snippet + text.slice(b);
  return { text: next, cursor: a + snippet.length };
}
