import { SourceMarks } from './SourceMarks';
import { authorityText, compiledFrom, sourceUntraceable } from '../lib/format';
import type { Source } from '../types';

/**
 * Where a figure comes from: authority, title, a link opening in a new tab, and 第三方汇编 when not
 * official; the caveat only as far as it concerns `years` (the years the section shows).
 */
export function SourceNote({ source, testId, label = '数据来源', years = [], noCaveat = false }: {
  source?: Source | null;
  testId: string;
  label?: string;
  years?: number[];
  noCaveat?: boolean;
}) {
  if (!source) return null;
  return (
    <span className="zy-source-note" data-testid={testId} data-official={String(Boolean(source.Official))}>
      {label ? `${label}：` : null}
      {source.Official ? authorityText(source) : null}
      {source.Title ? `《${source.Title}》` : null}
      {!source.Official ? `（${compiledFrom(source.Authority)}）` : null}
      {sourceUntraceable(source) ? '（来源清单未载明标题与原文链接）' : null}
      {source.Url ? (
        <a href={source.Url} target="_blank" rel="noopener noreferrer" className="zy-source-link" data-testid={`${testId}-link`}>
          查看原文
        </a>
      ) : null}
      <SourceMarks source={source} testId={testId} years={years} noCaveat={noCaveat} />
    </span>
  );
}
