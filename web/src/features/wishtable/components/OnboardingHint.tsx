import { useLayoutEffect, useRef, useState } from 'react';
import { connector, type Line } from '../lib/connector';
import { DRAG_HINT } from './drag-text';

const TARGETS = [
  { key: 'handle', selector: '[data-testid="wish-unit-handle"]' },
  { key: 'checks', selector: '#wish-checks-title' },
];

/**
 * The first-open hint: two notes with lines pointing at the first drag handle and at the checks.
 * It never blocks the page (only its close button takes clicks) and hides itself after 3 s.
 */
export function OnboardingHint({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<(Line & { key: string })[]>([]);
  useLayoutEffect(() => {
    const measure = () => {
      const b = box.current?.getBoundingClientRect();
      if (!b) return;
      setLines(
        TARGETS.flatMap(({ key, selector }) => {
          const el = document.querySelector(selector);
          return el ? [{ key, ...connector(b, el.getBoundingClientRect(), window.innerHeight) }] : [];
        }),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, []);
  return (
    <div className="zy-wish-onboarding" data-testid="wish-onboarding">
      <svg className="zy-wish-onboarding-lines" aria-hidden="true" width="100%" height="100%">
        <defs>
          <marker id="wish-onboarding-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill="#1f6fd1" />
          </marker>
        </defs>
        {lines.map((l) => (
          <line key={l.key} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke="#1f6fd1" strokeWidth="2" strokeDasharray="6 4" markerEnd="url(#wish-onboarding-arrow)" data-testid={`wish-onboarding-line-${l.key}`} />
        ))}
      </svg>
      <div ref={box} className="zy-wish-onboarding-box" role="note" aria-live="polite">
        <p>① {DRAG_HINT}</p>
        <p>② 右侧（手机在下方）是志愿检查和整表风险，每次修改后自动更新</p>
        <button type="button" className="ui mini primary button" onClick={onClose} data-testid="wish-onboarding-close">
          知道了
        </button>
      </div>
    </div>
  );
}
