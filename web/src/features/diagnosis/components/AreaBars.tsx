import { Header } from 'semantic-ui-react';
import type { AreaCount } from '../types';

/**
 * Per college location, how many colleges have a line the candidate's rank reaches (LineDiagnosisArea),
 * as horizontal bars; a bar filters the table to that province.
 */
export function AreaBars({ list, year, current, onPick }: {
  list: AreaCount[];
  year: number | null;
  current: number | null;
  onPick: (provinceId: number | null) => void;
}) {
  const max = Math.max(1, ...list.map((a) => a.Count));
  return (
    <section data-testid="diagnosis-area">
      <Header as="h3" content={`${year ? `${year}年` : ''}位次可达的院校所在地`} subheader="每个省份中，往年投档线位次不高于你的位次的院校数（所）；点击省份筛选下表" />
      {list.length === 0 ? (
        <p className="zy-muted" data-testid="diagnosis-area-empty">暂无可达院校。</p>
      ) : (
        <ul className="zy-area-bars">
          {list.map((a) => (
            <li key={a.ProvinceId}>
              <button
                type="button"
                className={`zy-area-bar${current === a.ProvinceId ? ' active' : ''}`}
                aria-pressed={current === a.ProvinceId}
                onClick={() => onPick(current === a.ProvinceId ? null : a.ProvinceId)}
                data-testid={`diagnosis-area-${a.ProvinceId}`}
              >
                <span>{a.ProvinceName}</span>
                <span className="zy-area-track" aria-hidden="true">
                  <span className="zy-area-fill" style={{ width: `${(a.Count / max) * 100}%`, display: 'block' }} />
                </span>
                <span className="zy-area-count" data-testid="diagnosis-area-count">{a.Count}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
