import { Table } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { ScrollTable } from '@/components/ScrollTable';
import { subjectRuleText } from '@/features/admission/lib/subject-rule';
import { useGroupMajors } from '../hooks/useGroupMajors';
import { planText, tuitionText } from '../lib/format';
import type { RecommendQuery } from '../lib/query';
import { ProbabilityBadge } from './ProbabilityBadge';

/** The majors inside a group in the exam year's plan, each with its own probability where the province publishes major results. */
export function GroupMajorsPanel({ query, unitKey, id }: { query: RecommendQuery; unitKey: string; id: string }) {
  const loaded = useGroupMajors(query, unitKey, true);
  const d = loaded.data;
  const majors = d?.Majors ?? [];
  return (
    <div className="zy-rec-majors" id={id} data-testid="rec-group-majors">
      {loaded.loading && !d ? <PageLoader lines={2} testId="rec-group-majors-loading" /> : null}
      {loaded.error ? <p className="zy-error-text" role="alert">{loaded.error.message}</p> : null}
      {d && !majors.length ? <p className="zy-muted" data-testid="rec-group-majors-empty">{d.Message || '暂无该专业组的专业'}</p> : null}
      {majors.length ? (
        <>
          <p className="zy-small">{d!.Year}年招生计划中该专业组的专业（共 {majors.length} 个）：</p>
          <ScrollTable celled compact data-testid="rec-group-majors-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>专业</Table.HeaderCell>
                <Table.HeaderCell>计划</Table.HeaderCell>
                <Table.HeaderCell>选科要求</Table.HeaderCell>
                <Table.HeaderCell>学费</Table.HeaderCell>
                <Table.HeaderCell>录取概率</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {majors.map((m, i) => (
                <Table.Row key={`${m.MajorName}-${i}`} data-testid="rec-group-major">
                  <Table.Cell data-testid="rec-group-major-name">{m.MajorName}</Table.Cell>
                  <Table.Cell>{planText(m.Plan)}</Table.Cell>
                  <Table.Cell>{subjectRuleText(m.Requirement) || m.Requirement || '—'}</Table.Cell>
                  <Table.Cell>{tuitionText(m.Tuition)}</Table.Cell>
                  <Table.Cell>
                    <ProbabilityBadge probability={m.Probability} label={m.Label} testId="rec-group-major-probability" />
                    {m.Reason ? <div className="zy-muted zy-small">{m.Reason}</div> : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        </>
      ) : null}
    </div>
  );
}
