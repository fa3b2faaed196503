import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Header, Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf } from '@/features/membership/lib/members-only';
import { useRisk } from '../hooks/useRisk';
import { useTableDetail } from '../hooks/useTableDetail';
import { percentText, unitTitle } from '../lib/format';
import type { Detail } from '../types';
import { RiskBars } from './charts/RiskBars';
import { ChanceBadge } from './ChanceBadge';
import { EvidenceNotes } from './EvidenceNotes';
import { ChecksPanel } from './ChecksPanel';
import { RiskMethod } from './RiskMethod';
import { RiskOutcomes } from './RiskOutcomes';
import { TableGate } from './TableGate';
import { TableNav } from './TableNav';
import '../wishtable.css';

/** /wish-result?id=: the whole list's risk simulation — both estimates, each unit's chance as bars and figures, the checks. */
export default function ResultPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { detail, error } = useTableDetail(id);
  return (
    <div className="zy-container zy-wish-page" data-testid="wish-result-page">
      <TableGate id={id} detail={detail} error={error}>
        {(d) => <Result detail={d} />}
      </TableGate>
    </div>
  );
}

function Result({ detail }: { detail: Detail }) {
  const t = detail.Table;
  const risk = useRisk(t.TableId, t.Version);
  const units = useMemo(() => new Map((detail.Units ?? []).map((u) => [u.Key, u])), [detail]);
  const names = useMemo(() => new Map([...units].map(([k, u]) => [k, unitTitle(u)])), [units]);
  const r = risk.data;
  const membersOnly = membersOnlyOf(risk.error);
  return (
    <>
      <TableNav id={t.TableId} current="result" />
      <Header as="h1" size="medium">
        「{t.Name}」风险模拟
        <Header.Subheader>第 {t.Version} 版 · 按平行志愿投档规则，估计整张表投档与滑档的概率</Header.Subheader>
      </Header>
      <MembersOnlyNotice notice={membersOnly} />
      {risk.error && !membersOnly ? <p className="zy-wish-error">{risk.error.message}</p> : null}
      {!r && risk.loading ? <p className="zy-muted">计算中....</p> : null}
      {r ? (
        <section className="zy-wish-panel" data-testid="wish-result-risk">
          {r.Message ? <p className="zy-muted">{r.Message}</p> : null}
          <RiskOutcomes risk={r} />
          {r.Units?.length ? (
            <>
              <h2>各志愿被投档的概率</h2>
              <RiskBars risk={r} names={names} />
              <ScrollTable celled compact unstackable data-testid="wish-result-table">
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>志愿</Table.HeaderCell>
                    <Table.HeaderCell>录取概率</Table.HeaderCell>
                    <Table.HeaderCell>相关估计</Table.HeaderCell>
                    <Table.HeaderCell>独立估计</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {r.Units.map((u) => (
                    <Table.Row key={u.Key} data-testid="wish-result-unit">
                      <Table.Cell>
                        {u.Index}. {names.get(u.Key)}
                        <EvidenceNotes evidence={u.Evidence} testId="wish-result-unit-evidence" />
                      </Table.Cell>
                      <Table.Cell>
                        <ChanceBadge probability={u.Probability} label={units.get(u.Key)?.Label ?? ''} />
                      </Table.Cell>
                      <Table.Cell>{percentText(u.Correlated)}</Table.Cell>
                      <Table.Cell>{percentText(u.Independent)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </ScrollTable>
            </>
          ) : (
            <p className="zy-muted">志愿表还没有志愿。</p>
          )}
          <RiskMethod risk={r} />
        </section>
      ) : null}
      <ChecksPanel checks={detail.Checks} linked={false} />
    </>
  );
}
