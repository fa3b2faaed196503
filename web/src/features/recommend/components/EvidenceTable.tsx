import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCell } from '@/features/admission/components/enroll/SourceCell';
import { num } from '../lib/format';
import type { Evidence, Source } from '../types';

/**
 * Each year's result behind a probability: the minimum score and rank (公布位次 printed by the
 * source, 换算位次 converted through that year's table), the rank carried to the exam year's
 * cohort (折算位次) and its score there (等位分), the plan and the source. The exam year's own
 * result, when it has happened, is the last row.
 */
export function EvidenceTable({ years, actual, sources, testId = 'rec-evidence-table' }: {
  years: Evidence[];
  actual: Evidence | null;
  sources: Map<string, Source>;
  testId?: string;
}) {
  const rows = actual ? [...years, actual] : years;
  return (
    <ScrollTable celled compact className="zy-rec-evidence-table" data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>年份</Table.HeaderCell>
          <Table.HeaderCell>最低分</Table.HeaderCell>
          <Table.HeaderCell>最低位次</Table.HeaderCell>
          <Table.HeaderCell>折算位次</Table.HeaderCell>
          <Table.HeaderCell>等位分</Table.HeaderCell>
          <Table.HeaderCell>计划</Table.HeaderCell>
          <Table.HeaderCell>来源</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((e) => {
          const isActual = e === actual;
          return (
            <Table.Row key={`${e.Year}-${isActual}`} className={isActual ? 'zy-rec-actual' : ''} data-testid={isActual ? 'rec-evidence-actual' : 'rec-evidence-row'}>
              <Table.Cell>
                {e.Year}年{isActual ? <span className="zy-rec-actual-mark">（实际结果）</span> : null}
              </Table.Cell>
              <Table.Cell>{e.MinScore ? `${e.MinScore}分` : '—'}</Table.Cell>
              <Table.Cell>
                {e.Rank ? num(e.Rank) : '—'}
                {e.Rank ? <span className="zy-muted zy-small zy-rec-rank-kind">{e.RankKind}</span> : null}
              </Table.Cell>
              <Table.Cell>{e.CarriedRank ? num(e.CarriedRank) : '—'}</Table.Cell>
              <Table.Cell>{e.EquivalentScore ? `${e.EquivalentScore}分` : '—'}</Table.Cell>
              <Table.Cell>{e.Plan ? `${e.Plan}人` : '—'}</Table.Cell>
              <Table.Cell className="zy-small">
                {sources.has(e.SourceId) || !e.SourceId ? (
                  <SourceCell source={sources.get(e.SourceId)} year={e.Year} testId="rec-evidence-source" />
                ) : (
                  <span className="zy-muted" data-testid="rec-evidence-source">来源编号 {e.SourceId}</span>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollTable>
  );
}
