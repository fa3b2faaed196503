import { useMemo } from 'react';
import { citationAnchor, splitRefs } from '../lib/refs';
import type { Citation } from '../types';

/** Moves to source card N (and focuses it, so a screen reader reads it). */
function goTo(id: string) {
  const card = document.getElementById(id);
  if (!card) return;
  card.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  card.focus({ preventScroll: true });
}

/** An answer's text; each [N] naming one of its sources is a small superscript link to card N. */
export function AnswerText({ text, citations, scope, testId = 'chat-answer' }: {
  text: string;
  citations: Citation[];
  /** Tells this turn's cards from another turn's. */
  scope: string;
  testId?: string;
}) {
  const byN = useMemo(() => new Map(citations.map((c) => [c.N, c])), [citations]);
  const parts = useMemo(() => splitRefs(text, new Set(byN.keys())), [text, byN]);
  return (
    <div className="zy-chat-answer-text" data-testid={testId}>
      {parts.map((p, i) =>
        'ref' in p ? (
          <sup key={i} className="zy-chat-ref">
            <button type="button" aria-label={`来源 ${p.ref}：${byN.get(p.ref)?.Title ?? ''}`} onClick={() => goTo(citationAnchor(scope, p.ref))} data-testid="chat-ref" data-n={p.ref}>
              [{p.ref}]
            </button>
          </sup>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </div>
  );
}
