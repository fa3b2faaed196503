import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { TARGETS_MAX } from '../lib/targets';
import type { TargetDraft } from '../types';

/** The targets being edited, in order of preference, each with 上移, 下移 and 移除. */
export function TargetList({ list, onMove, onRemove }: { list: TargetDraft[]; onMove: (i: number, by: number) => void; onRemove: (i: number) => void }) {
  if (!list.length) {
    return (
      <p className="zy-muted" data-testid="career-target-empty">
        还没有目标院校。在下面搜索院校加入（最多 {TARGETS_MAX} 个），再点“保存目标”。
      </p>
    );
  }
  return (
    <ol className="zy-career-targets" data-testid="career-target-list">
      {list.map((t, i) => {
        const name = `${t.CollegeName}${t.MajorName ? `（${t.MajorName}）` : ''}`;
        return (
          <li key={`${t.CollegeCode}|${t.MajorName}`} className="zy-career-target" data-testid="career-target" data-code={t.CollegeCode}>
            <div className="zy-career-target-main">
              <span className="zy-career-target-index">{i + 1}</span>
              <div>
                <Link to={`/university-detail?id=${t.CollegeCode}`} data-testid="career-target-name">
                  {t.CollegeName}
                </Link>
                {t.MajorName ? (
                  <span className="zy-career-target-major" data-testid="career-target-major">
                    {t.MajorName}
                  </span>
                ) : null}
                {t.Note ? <p className="zy-muted zy-small">{t.Note}</p> : null}
              </div>
            </div>
            <div className="zy-career-target-actions">
              <Button type="button" basic size="mini" icon="arrow up" disabled={i === 0} aria-label={`上移：${name}`} onClick={() => onMove(i, -1)} data-testid="career-target-up" />
              <Button type="button" basic size="mini" icon="arrow down" disabled={i === list.length - 1} aria-label={`下移：${name}`} onClick={() => onMove(i, 1)} data-testid="career-target-down" />
              <Button type="button" basic size="mini" content="移除" aria-label={`移除：${name}`} onClick={() => onRemove(i)} data-testid="career-target-remove" />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
