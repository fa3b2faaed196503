import { Table } from 'semantic-ui-react';
import { ScrollTable } from '@/components/ScrollTable';
import { percentileText, scoreText } from '../lib/format';
import type { Norms, ScaleScore } from '../types';

/** Each scale's score (its range), level and, once the norm group is large enough, percentile. */
export function ScaleTable({ scales, norms }: { scales: ScaleScore[]; norms: Norms | null }) {
  const percentiles = scales.some((s) => s.Percentile !== undefined && s.Percentile !== null);
  return (
    <>
      <ScrollTable celled compact unstackable data-testid="test-result-scales">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>维度</Table.HeaderCell>
            <Table.HeaderCell>得分（范围）</Table.HeaderCell>
            <Table.HeaderCell>水平</Table.HeaderCell>
            {percentiles ? <Table.HeaderCell>百分位{norms?.Group ? `（${norms.Group}）` : ''}</Table.HeaderCell> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {scales.map((s) => (
            <Table.Row key={s.Code} data-testid="test-result-scale" data-code={s.Code}>
              <Table.Cell>
                {s.Name}（{s.Code}）
              </Table.Cell>
              <Table.Cell>{scoreText(s)}</Table.Cell>
              <Table.Cell>{s.Level}</Table.Cell>
              {percentiles ? <Table.Cell>{percentileText(s.Percentile) || '—'}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
      {norms?.Note ? (
        <p className="zy-muted zy-small" data-testid="test-result-norms">
          {norms.Note}
        </p>
      ) : null}
      {scales.some((s) => s.Text) ? (
        <div className="zy-test-texts">
          {scales
            .filter((s) => s.Text)
            .map((s) => (
              <section key={s.Code} data-testid="test-result-scale-text">
                <h3>{s.Title || s.Name}</h3>
                <p>{s.Text}</p>
              </section>
            ))}
        </div>
      ) : null}
    </>
  );
}
