import type { SourceInfo } from '../types';
import { sourceText } from '../lib/format';

/** 数据来源 of a figure: authority and title, linked when the source has an address. */
export function SourceNote({ source, testId, years = [] }: { source: SourceInfo | null | undefined; testId?: string; years?: number[] }) {
  const text = sourceText(source, years);
  return (
    <p className="zy-muted zy-small zy-diagnosis-source" data-testid={testId}>
      数据来源：
      {source?.Url ? (
        <a href={source.Url} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}
