import type { ReactNode } from 'react';
import { Table } from 'semantic-ui-react';
import type { ResultItem } from '../../api/results-types';
import { EquivalentCell } from './EquivalentCell';
import { Figure } from './Figure';
import { trackBatchText } from './figures';
import { RankCell } from './RankCell';
import { ScoreCell } from './ScoreCell';
import { SchoolCell } from './SchoolCell';
import { SourceCell } from './SourceCell';
import { requirementText } from '../../lib/subject-rule';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCaveats } from '../SourceCaveats';

function RowNote({ note, testId }: { note: string; testId: string }) {
  return note ? (
    <div className="zy-muted zy-small" data-testid={testId}>
      {note}
    </div>
  ) : null;
}

/**
 * Admission lines as a table. `search`: rows of many schools (the school links to its history);
 * `school`: one school's rows, by year. `major` adds the major column; `action` a last column
 * with what a row offers (加入志愿表 on the college page).
 */
export function ResultTable({ rows, major, context, schoolLink, action, testId = 'result-table' }: {
  rows: ResultItem[];
  major: boolean;
  context: 'search' | 'school';
  schoolLink?: (collegeCode: string) => string;
  action?: { header: string; cell: (row: ResultItem) => ReactNode };
  testId?: string;
}) {
  const search = context === 'search';
  // Major-level lines of a province that files by 专业+院校 have no group.
  const groups = !major || rows.some((r) => r.GroupCode);
  return (
    <div className="zy-table-scroll">
      <ScrollTable celled compact unstackable className="zy-result-table" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {search ? <Table.HeaderCell>院校</Table.HeaderCell> : <Table.HeaderCell>年份</Table.HeaderCell>}
            <Table.HeaderCell>科类 · 批次</Table.HeaderCell>
            {groups ? <Table.HeaderCell>专业组</Table.HeaderCell> : null}
            {major ? <Table.HeaderCell>专业</Table.HeaderCell> : null}
            <Table.HeaderCell>选科要求</Table.HeaderCell>
            <Table.HeaderCell>计划数</Table.HeaderCell>
            <Table.HeaderCell>最低分</Table.HeaderCell>
            <Table.HeaderCell>最低位次</Table.HeaderCell>
            <Table.HeaderCell>
              <span data-tooltip="按最低位次换算到最新一年一分一段表的分数，便于跨年比较" data-position="top center">等位分</span>
            </Table.HeaderCell>
            <Table.HeaderCell>数据来源</Table.HeaderCell>
            {action ? <Table.HeaderCell>{action.header}</Table.HeaderCell> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.Id} data-testid={`result-row-${r.Id}`} data-year={r.Year} data-track={r.Track}>
              <Table.Cell>
                {search ? (
                  <SchoolCell row={r} to={schoolLink ?? ((c) => c)} testId={`result-school-${r.Id}`} />
                ) : (
                  <span data-testid={`result-year-${r.Id}`}>{r.Year}</span>
                )}
              </Table.Cell>
              <Table.Cell>{trackBatchText(r)}</Table.Cell>
              {groups ? (
                <Table.Cell data-testid={`result-group-${r.Id}`}>
                  {r.GroupCode || '—'}
                  {!search && r.SchoolName !== r.CollegeName ? <div className="zy-muted zy-small">{r.SchoolName}</div> : null}
                  {!major ? <RowNote note={r.Note} testId={`result-note-${r.Id}`} /> : null}
                </Table.Cell>
              ) : null}
              {major ? (
                <Table.Cell data-testid={`result-major-${r.Id}`}>
                  {r.MajorName || '—'}
                  {r.MajorCode ? <div className="zy-muted zy-small">代码 {r.MajorCode}</div> : null}
                  {!search && !groups && r.SchoolName !== r.CollegeName ? <div className="zy-muted zy-small">{r.SchoolName}</div> : null}
                  <RowNote note={r.Note} testId={`result-note-${r.Id}`} />
                </Table.Cell>
              ) : null}
              <Table.Cell title={r.Requirement || undefined} data-testid={`result-requirement-${r.Id}`}>{requirementText(r)}</Table.Cell>
              <Table.Cell>
                <Figure value={r.PlanCount} testId={`result-plan-${r.Id}`} />
              </Table.Cell>
              <Table.Cell className="zy-score-cell">
                <ScoreCell row={r} testId={`result-score-${r.Id}`} />
              </Table.Cell>
              <Table.Cell>
                <RankCell row={r} testId={`result-rank-${r.Id}`} />
              </Table.Cell>
              <Table.Cell>
                <EquivalentCell row={r} testId={`result-equivalent-${r.Id}`} />
              </Table.Cell>
              <Table.Cell>
                <SourceCell source={r.Source} year={r.Year} testId={`result-source-${r.Id}`} />
              </Table.Cell>
              {action ? <Table.Cell>{action.cell(r)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
      <SourceCaveats uses={rows.map((r) => ({ source: r.Source, year: r.Year }))} testId={`${testId}-caveats`} />
    </div>
  );
}
