import { Label } from 'semantic-ui-react';
import { actorName } from '@/features/admin/lib/events';
import { expertStateColor, expertStateName } from '../lib/states';
import { stampText } from '../lib/time';
import type { ExpertRecord } from '../types';

/** What the reviewer needs besides the profile: state, contact, when applied and reviewed, and why. */
export function ReviewFacts({ record: r, me }: { record: ExpertRecord; me: string }) {
  const facts: [string, string][] = [
    ['联系电话', r.Phone],
    ['申请时间', stampText(r.AppliedAt)],
    ['用户', r.UserId],
  ];
  if (r.ReviewedAt) facts.push(['审核时间', stampText(r.ReviewedAt)], ['审核人', actorName(r.ReviewedBy, me)]);
  if (r.State === 'approved') facts.push(['可预约时段', `${r.FreeSlots} 个`]);
  return (
    <>
      <Label color={expertStateColor(r.State)} data-testid="expert-review-state">
        {expertStateName(r.State)}
      </Label>
      {r.Reason ? (
        <p className="zy-admin-note" data-testid="expert-review-reason">
          {r.State === 'rejected' ? '未通过原因' : '暂停原因'}：{r.Reason}
        </p>
      ) : null}
      {r.RevisionReason && !r.Revision ? (
        <p className="zy-admin-note" data-testid="expert-review-revision-reason">
          上次资料修改退回原因：{r.RevisionReason}
        </p>
      ) : null}
      <dl className="zy-experts-review-facts" data-testid="expert-review-facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
