import { actorName } from '../lib/events';
import { beijingTime } from '../lib/time';
import type { Detail } from '../types';
import { StateLabel } from './StateLabel';

/** Where the item stands: its state, when it goes live if scheduled, the last reason given, its version. */
export function ItemStatus({ item, me }: { item: Detail; me: string }) {
  return (
    <div className="zy-admin-status" data-testid="admin-status">
      <StateLabel item={item} />
      {item.State === 'scheduled' && item.ScheduledAt ? (
        <span data-testid="admin-scheduled-at">将于 {beijingTime(item.ScheduledAt)}（北京时间）发布</span>
      ) : null}
      <span className="zy-muted zy-small">
        第 {item.Version} 版 · {beijingTime(item.UpdatedAt)} {actorName(item.UpdatedBy, me)}修改
      </span>
      {item.Note && (item.State === 'draft' || item.State === 'withdrawn') ? (
        <div className="zy-admin-note" data-testid="admin-note">
          {item.State === 'withdrawn' ? '下线原因' : '最近的退回/下线原因'}：{item.Note}
        </div>
      ) : null}
    </div>
  );
}
