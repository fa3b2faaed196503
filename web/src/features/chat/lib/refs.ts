// An answer refers to its sources as [N]; the page shows each as a small superscript link to
// source card N. A bracketed number that names no source of the answer stays plain text.

export type AnswerPart = { text: string } | { ref: number };

const REF = /\[(\d{1,3})\]/g;

/** Splits an answer into text and references to the given source numbers. */
export function splitRefs(text: string, known: ReadonlySet<number>): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  let plain = '';
  for (const m of text.matchAll(REF)) {
    const n = Number(m[1]);
    if (!known.has(n)) continue;
    plain += text.slice(last, m.index);
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ ref: n });
    last = (m.index ?? 0) + m[0].length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ text: plain });
  return parts;
}

/** The id of source card N of a turn, for the reference's link. */
export const citationAnchor = (scope: string, n: number) => `chat-cite-${scope}-${n}`;
