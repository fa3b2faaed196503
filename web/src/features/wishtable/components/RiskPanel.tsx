import { Link } from 'react-router';
import type { Loaded } from '@/lib/use-load';
import { MemberBadge } from '@/features/membership/components/MemberBadge';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf } from '@/features/membership/lib/members-only';
import { Rights } from '@/features/membership/lib/rights';
import { percentText } from '../lib/format';
import { resultPath } from '../lib/links';
import type { Risk } from '../types';
import { EvidenceNotes } from './EvidenceNotes';
import { RiskMethod } from './RiskMethod';
import { RiskOutcomes } from './RiskOutcomes';

/** The whole list's risk beside the editor: both estimates, each unit's chance, the method. */
export function RiskPanel({ id, risk, names }: { id: string; risk: Loaded<Risk>; names: Map<string, string> }) {
  const r = risk.data;
  const membersOnly = membersOnlyOf(risk.error);
  return (
    <section className={`zy-wish-panel${risk.loading ? ' zy-loading' : ''}`} aria-labelledby="wish-risk-title" aria-busy={risk.loading} data-testid="wish-risk">
      <h2 id="wish-risk-title">
        整表风险
        <MemberBadge right={Rights.WishSimulate} />
      </h2>
      <MembersOnlyNotice notice={membersOnly} />
      {risk.error && !membersOnly ? <p className="zy-wish-error">{risk.error.message}</p> : null}
      {!r && risk.loading ? <p className="zy-muted">计算中....</p> : null}
      {r ? (
        <>
          {r.Message ? <p className="zy-muted zy-small" data-testid="wish-risk-message">{r.Message}</p> : null}
          <RiskOutcomes risk={r} />
          {r.Units?.length ? (
            <table className="zy-wish-risk-units" data-testid="wish-risk-units">
              <caption className="zy-visually-hidden">各志愿被投档的概率</caption>
              <thead>
                <tr>
                  <th scope="col">志愿</th>
                  <th scope="col">相关</th>
                  <th scope="col">独立</th>
                </tr>
              </thead>
              <tbody>
                {r.Units.map((u) => (
                  <tr key={u.Key} data-testid="wish-risk-unit">
                    <th scope="row">
                      {u.Index}. {names.get(u.Key) ?? ''}
                      <EvidenceNotes evidence={u.Evidence} testId="wish-risk-unit-evidence" />
                    </th>
                    <td>{percentText(u.Correlated)}</td>
                    <td>{percentText(u.Independent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <RiskMethod risk={r} />
          <Link to={resultPath(id)} className="zy-small" data-testid="wish-risk-more">
            查看完整风险模拟
          </Link>
        </>
      ) : null}
    </section>
  );
}
