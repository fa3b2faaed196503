import type { SearchSegment } from '../types';

/**
 * A title with the matched parts in <mark>. Segments are plain text from the server and are
 * rendered as React text nodes, so markup in a name stays visible text.
 */
export function HighlightedTitle({ segments, title }: { segments: SearchSegment[] | null | undefined; title: string }) {
  const parts = segments?.length ? segments : [{ Text: title, Match: false }];
  return (
    <span className="zy-search-title">
      {parts.map((s, i) => (s.Match ? <mark key={i}>{s.Text}</mark> : <span key={i}>{s.Text}</span>))}
    </span>
  );
}
