import { Header, Table } from 'semantic-ui-react';
import { lineDiffText } from '../lib/format';
import type { Diagnosis } from '../types';
import { ScrollTable } from '@/components/ScrollTable';

/** The exam year's 普通类/特殊类型 lines of the track (before they are published the newest year's, said so) and how far the score is from each. */
export function BatchLinesTable({ d }: { d: Diagnosis }) {
  const lines = d.Lines ?? [];
  return (
    <section data-testid="diagnosis-lines">
      <Header as="h3" content={`${d.LinesYear || d.Year}年${d.ProvinceName}${d.Track}批次线`} data-testid="diagnosis-lines-title" />
      {d.LinesBasis && lines.length ? (
        <p className="zy-muted zy-small" data-testid="diagnosis-lines-basis">
          {d.LinesBasis}。
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="zy-muted" data-testid="diagnosis-lines-empty">
          暂无{d.ProvinceName}{d.LinesYear || d.Year}年{d.Track}批次线数据。
        </p>
      ) : (
        <ScrollTable celled unstackable compact>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>批次</Table.HeaderCell>
              <Table.HeaderCell>类别</Table.HeaderCell>
              <Table.HeaderCell>分数线</Table.HeaderCell>
              <Table.HeaderCell>你的分数（{d.Score}分）</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => (
              <Table.Row key={l.BatchId} positive={l.Cleared} negative={!l.Cleared} data-testid={`diagnosis-line-${l.BatchId}`}>
                <Table.Cell>{l.BatchName}</Table.Cell>
                <Table.Cell>{l.Category}</Table.Cell>
                <Table.Cell>{l.Score}分</Table.Cell>
                <Table.Cell data-testid="diagnosis-line-diff">{lineDiffText(l.Diff)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <p className="zy-muted zy-small">批次线为省级教育考试院公布的控制线，各线的来源见“批次线查询”。</p>
    </section>
  );
}
