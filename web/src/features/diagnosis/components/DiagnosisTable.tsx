import { Link } from 'react-router';
import { Table } from 'semantic-ui-react';
import { fmt, lineRankLabel, rankGapText, reachText, sourceText } from '../lib/format';
import type { DiagnosisRow } from '../types';
import { subjectRuleText } from '@/features/admission/lib/subject-rule';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCaveats } from '@/features/admission/components/SourceCaveats';

/** One page of past school/group lines: the line's rank (official or converted) and the candidate's 位次差. */
export function DiagnosisTable({ rows }: { rows: DiagnosisRow[] }) {
  return (
    <>
      <ScrollTable celled unstackable compact className="zy-diagnosis-table" data-testid="diagnosis-table">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>院校</Table.HeaderCell>
            <Table.HeaderCell>专业组</Table.HeaderCell>
            <Table.HeaderCell>批次</Table.HeaderCell>
            <Table.HeaderCell>最低分</Table.HeaderCell>
            <Table.HeaderCell>投档线位次</Table.HeaderCell>
            <Table.HeaderCell>位次差</Table.HeaderCell>
            <Table.HeaderCell>来源</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => {
            const label = lineRankLabel(r);
            return (
              <Table.Row key={r.Id} data-testid="diagnosis-row">
                <Table.Cell>
                  {r.CollegeCode ? (
                    <Link to={`/university-detail?id=${r.CollegeCode}`} data-testid="diagnosis-row-school">
                      {r.SchoolName}
                    </Link>
                  ) : (
                    <span data-testid="diagnosis-row-school">{r.SchoolName}</span>
                  )}
                  {r.SchoolCode ? <span className="zy-muted zy-small"> 代号{r.SchoolCode}</span> : null}
                </Table.Cell>
                <Table.Cell>
                  {r.GroupCode ? `${r.GroupCode}组` : r.LevelName || '—'}
                  {r.SubjectRule ? (
                    <div className="zy-muted zy-small" data-testid="diagnosis-row-requirement">
                      选科：{subjectRuleText(r.SubjectRule)}
                    </div>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{r.Batch || '—'}</Table.Cell>
                <Table.Cell>{r.MinScore === null ? '—' : `${r.MinScore}分`}</Table.Cell>
                <Table.Cell data-testid="diagnosis-row-rank">
                  {fmt(r.LineRank)}
                  <span className={`zy-rank-kind ${label.kind}`} title={label.title} data-testid={`rank-kind-${label.kind}`}>
                    {label.text}
                  </span>
                </Table.Cell>
                <Table.Cell className={r.Reachable ? 'zy-gap-reach' : 'zy-gap-rush'} data-testid="diagnosis-row-gap">
                  {rankGapText(r.RankGap)}（{reachText(r.Reachable)}）
                </Table.Cell>
                <Table.Cell className="zy-small zy-muted">{sourceText(r.Source, [r.Year], false)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </ScrollTable>
      <SourceCaveats uses={rows.map((r) => ({ source: r.Source, year: r.Year }))} testId="diagnosis-table-caveats" />
    </>
  );
}
