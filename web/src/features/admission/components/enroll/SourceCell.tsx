import { SourceMarks } from '../SourceMarks';
import { authorityText, sourceUntraceable } from '../../lib/format';
import type { Source } from '../../types';

/**
 * The source of a row in a table: authority and year, the original, and 第三方汇编 when not
 * official. The caveats are not repeated on every row: the table states them once (SourceCaveats).
 */
export function SourceCell({ source, year, testId }: { source?: Source | null; year: number; testId: string }) {
  if (!source) {
    return (
      <span className="zy-muted" data-testid={testId}>
        来源未注明
      </span>
    );
  }
  return (
    <span className="zy-source-note" title={source.Title || undefined} data-official={String(Boolean(source.Official))} data-testid={testId}>
      {authorityText(source)} · {year}年
      {sourceUntraceable(source) ? ' · 未载明标题与原文链接' : null}
      {source.Url ? (
        <a href={source.Url} target="_blank" rel="noopener noreferrer" className="zy-source-link" data-testid={`${testId}-link`}>
          原文
        </a>
      ) : null}
      <SourceMarks source={source} testId={testId} noCaveat />
    </span>
  );
}
