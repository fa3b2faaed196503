import { Link } from 'react-router';
import { whenText } from '../lib/time';
import type { Expert } from '../types';
import { ProvinceNames } from './ProvinceNames';
import { SpecialtyTags } from './SpecialtyTags';

/** One listed expert: who they are, what they advise on, their free slots and the way to their page. */
export function ExpertCard({ expert: e }: { expert: Expert }) {
  const to = `/expertdetail?id=${encodeURIComponent(e.Id)}`;
  return (
    <li className="zy-experts-card" data-testid="expert-card" data-id={e.Id}>
      <div className="zy-experts-card-main">
        <h2 className="zy-experts-card-name">
          <Link to={to} data-testid="expert-card-link">
            {e.Name}
          </Link>
        </h2>
        <p className="zy-experts-card-role" data-testid="expert-card-role">
          {e.Title} · {e.Org} · 从业 {e.Years} 年
        </p>
        <SpecialtyTags list={e.Specialties} />
        <p className="zy-muted zy-experts-small">
          <ProvinceNames ids={e.Provinces} />
        </p>
      </div>
      <div className="zy-experts-card-side">
        <p data-testid="expert-card-slots">
          {e.FreeSlots > 0 ? (
            <>
              可预约时段 <strong>{e.FreeSlots}</strong> 个
              <br />
              <span className="zy-muted zy-experts-small">最近：{whenText(e.NextSlot)}</span>
            </>
          ) : (
            <span className="zy-muted">暂无可预约时段</span>
          )}
        </p>
        <Link to={to} className="ui primary basic button" aria-label={`查看详情：${e.Name}`}>
          查看详情
        </Link>
      </div>
    </li>
  );
}
