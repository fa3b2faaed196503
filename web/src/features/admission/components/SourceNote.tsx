import { SourceMarks } from './SourceMarks';
import { authorityText, sourceUntraceable } from '../lib/format';
import type { Source } from '../types';

/** Where a figure comes from: authority, title, a link opening in a new tab, and 第三方汇编 when not official. */
export function SourceNote({ source, testId, label = '数据来源' }: { source?: Source | null; testId: string; label?: string }) {
  if (!source) return null;
  return (
    <span className="zy-source-note" data-testid={testId} data-official={String(Boolean(source.Official))}>
      {label ? `${label}：` : null}
      {authorityText(source)}
      {source.Title ? `《${source.Title}》` : null}
      {sourceUntraceable(source) ? '（来源清单未载明标题与原文链接）' : null}
      {source.Url ? (
        <a href={source.Url} target="_blank" rel="noopener noreferrer" className="zy-source-link" data-testid={`${testId}-link`}>
          查看原文
        </a>
      ) : null}
      <SourceMarks source={source} testId={testId} />
    </span>
  );
}
