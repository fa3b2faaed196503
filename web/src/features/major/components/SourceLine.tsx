/** The provenance line the API sends with a detail or ranking (数据来源). */
export function SourceLine({ source, testId = 'major-source' }: { source?: string | null; testId?: string }) {
  if (!source) return null;
  return (
    <p className="zy-major-source zy-muted zy-small" data-testid={testId}>
      数据来源：{source}
    </p>
  );
}
