import { showBackToTop } from '@/lib/scroll';
import { useScrollY } from '../hooks/useScrollY';

export function BackToTop() {
  const y = useScrollY();
  if (!showBackToTop(y)) return null;
  return (
    <button
      type="button"
      className="zy-backtop ui circular icon button"
      aria-label="返回顶部"
      title="返回顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="back-to-top"
    >
      <i className="arrow up icon" />
    </button>
  );
}
