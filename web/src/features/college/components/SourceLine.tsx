import { sourceText } from '../lib/facts';

/** The provenance line the API gives with its data; nothing when it gives none. */
export function SourceLine({ source, testId = 'college-source' }: { source?: string | null; testId?: string }) {
  const text = sourceText(source);
  if (!text) return null;
  return (
    <p className="zy-muted zy-small zy-source" data-testid={testId}>
      数据来源：{text}
    </p>
  );
}
