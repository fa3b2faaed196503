/**
 * What stands in for content still loading: grey lines of its rough shape (a skeleton), so the
 * page keeps its layout instead of going blank; the text is for screen readers.
 */
export function PageLoader({ text = '加载中....', testId = 'page-loading', lines = 3 }: { text?: string; testId?: string; lines?: number }) {
  return (
    <div className="zy-page-loader" role="status" aria-busy="true" data-testid={testId}>
      <span className="zy-visually-hidden">{text}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="zy-skeleton zy-skeleton-line" />
      ))}
    </div>
  );
}
