import { Table } from 'semantic-ui-react';
import type { PlanItem } from '../../api/plans-types';
import { Figure } from './Figure';
import { trackBatchText } from './figures';
import { SchoolCell } from './SchoolCell';
import { SourceCell } from './SourceCell';
import { requirementText } from '../../lib/subject-rule';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCaveats } from '../SourceCaveats';

/** The row every row's source and year agree with (one line under the table), else null. */
const sharedSource = (rows: PlanItem[]) =>
  rows.length > 1 && rows.every((r) => r.Source?.Id === rows[0].Source?.Id && r.Year === rows[0].Year) ? rows[0] : null;

/**
 * Plan rows as a table: `search` rows of many schools, `school` one school's rows by year. Rows
 * of one source and year name it once under the table (`${testId}-source`), not on every row.
 */
export function PlanTable({ rows, context, schoolLink, testId = 'plan-table' }: {
  rows: PlanItem[];
  context: 'search' | 'school';
  schoolLink?: (collegeCode: string) => string;
  testId?: string;
}) {
  const search = context === 'search';
  const shared = sharedSource(rows);
  return (
    <div className="zy-table-scroll">
      <ScrollTable celled compact unstackable className="zy-result-table" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{search ? '院校' : '年份'}</Table.HeaderCell>
            <Table.HeaderCell>科类 · 批次</Table.HeaderCell>
            <Table.HeaderCell>专业组</Table.HeaderCell>
            <Table.HeaderCell>专业</Table.HeaderCell>
            <Table.HeaderCell>选科要求</Table.HeaderCell>
            <Table.HeaderCell>计划数</Table.HeaderCell>
            <Table.HeaderCell>学制（年）</Table.HeaderCell>
            <Table.HeaderCell>学费（元/年）</Table.HeaderCell>
            {shared ? null : <Table.HeaderCell>数据来源</Table.HeaderCell>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.Id} data-testid={`plan-row-${r.Id}`} data-year={r.Year}>
              <Table.Cell>
                {search ? <SchoolCell row={r} to={schoolLink ?? ((c) => c)} testId={`plan-school-${r.Id}`} /> : <span data-testid={`plan-year-${r.Id}`}>{r.Year}</span>}
              </Table.Cell>
              <Table.Cell>{trackBatchText(r)}</Table.Cell>
              <Table.Cell>{r.GroupCode || '—'}</Table.Cell>
              <Table.Cell data-testid={`plan-major-${r.Id}`}>
                {r.MajorName || '—'}
                {r.MajorCode ? <div className="zy-muted zy-small">代码 {r.MajorCode}</div> : null}
                {r.Note ? <div className="zy-muted zy-small">{r.Note}</div> : null}
              </Table.Cell>
              <Table.Cell title={r.Requirement || undefined} data-testid={`plan-requirement-${r.Id}`}>{requirementText(r)}</Table.Cell>
              <Table.Cell>
                <Figure value={r.PlanCount} testId={`plan-count-${r.Id}`} />
              </Table.Cell>
              <Table.Cell>
                <Figure value={r.Years} testId={`plan-years-${r.Id}`} />
              </Table.Cell>
              <Table.Cell>
                <Figure value={r.Tuition} testId={`plan-tuition-${r.Id}`} />
              </Table.Cell>
              {shared ? null : (
                <Table.Cell>
                  <SourceCell source={r.Source} year={r.Year} testId={`plan-source-${r.Id}`} />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
      {shared ? (
        <p className="zy-small zy-table-source">
          数据来源：<SourceCell source={shared.Source} year={shared.Year} testId={`${testId}-source`} />
        </p>
      ) : null}
      <SourceCaveats uses={rows.map((r) => ({ source: r.Source, year: r.Year }))} testId={`${testId}-caveats`} />
    </div>
  );
}
