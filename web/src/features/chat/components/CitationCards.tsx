import { citationAnchor } from '../lib/refs';
import { isExternal, sourceHref } from '../lib/href';
import type { Citation } from '../types';

function SourceTitle({ c }: { c: Citation }) {
  const href = sourceHref(c.Url);
  if (!href) return <span className="zy-chat-cite-title">{c.Title}</span>;
  return isExternal(href) ? (
    <a className="zy-chat-cite-title" href={href} target="_blank" rel="noopener noreferrer" data-testid="chat-citation-link">
      {c.Title}
    </a>
  ) : (
    <a className="zy-chat-cite-title" href={href} data-testid="chat-citation-link">
      {c.Title}
    </a>
  );
}

/** An answer's sources as cards: N, the title (a link when it has an address), who publishes it, 官方 and what to watch for. */
export function CitationCards({ citations, scope }: { citations: Citation[]; scope: string }) {
  if (!citations.length) return null;
  return (
    <section className="zy-chat-cites" aria-label="来源">
      <h3 className="zy-visually-hidden">来源</h3>
      <ol className="zy-chat-cite-list">
        {citations.map((c) => (
          <li key={c.N} id={citationAnchor(scope, c.N)} tabIndex={-1} className="zy-chat-cite" data-testid="chat-citation" data-n={c.N}>
            <span className="zy-chat-cite-n" aria-hidden="true">[{c.N}]</span>
            <div className="zy-chat-cite-body">
              <div className="zy-chat-cite-head">
                <span className="zy-visually-hidden">来源 {c.N}：</span>
                <SourceTitle c={c} />
                {c.Official ? <span className="zy-chat-official" data-testid="chat-citation-official">官方</span> : null}
              </div>
              {c.Authority ? <div className="zy-chat-cite-authority" data-testid="chat-citation-authority">{c.Authority}</div> : null}
              {c.Caveat ? <div className="zy-chat-cite-caveat" data-testid="chat-citation-caveat">注意：{c.Caveat}</div> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
