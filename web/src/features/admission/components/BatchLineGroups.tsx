import { Header, Label, Segment, Table } from 'semantic-ui-react';
import { groupByTrack, ORDINARY } from '../lib/batch-lines';
import type { BatchLine } from '../types';
import { SourceNote } from './SourceNote';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCaveats } from './SourceCaveats';

/** The batch lines of one year, a table per track, the 普通类 lines first, each with its source. */
export function BatchLineGroups({ lines, year }: { lines: BatchLine[]; year: number }) {
  const groups = groupByTrack(lines);
  return (
    <div data-testid="batch-groups">
      {groups.map((g) => (
        <Segment key={g.track} data-testid={`batch-group-${g.track}`}>
          <Header as="h3">{g.track}</Header>
          <ScrollTable celled compact unstackable>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell width={5}>批次 / 控制线</Table.HeaderCell>
                <Table.HeaderCell width={3}>类别</Table.HeaderCell>
                <Table.HeaderCell width={2}>分数线</Table.HeaderCell>
                <Table.HeaderCell>来源</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {g.lines.map((l) => (
                <Table.Row key={l.BatchId} data-testid="batch-line" data-batch={l.Batch} data-category={l.Category}>
                  <Table.Cell>
                    <span data-testid="batch-line-name">{l.Batch}</span>
                    {l.LineKind && l.LineKind !== l.Batch ? <div className="zy-muted zy-small">{l.LineKind}</div> : null}
                  </Table.Cell>
                  <Table.Cell>
                    {l.Category === ORDINARY ? <Label size="tiny" color="blue" basic>{ORDINARY}</Label> : l.Category}
                  </Table.Cell>
                  <Table.Cell data-testid="batch-line-score">
                    <strong>{l.Score}</strong>分
                  </Table.Cell>
                  <Table.Cell className="zy-small">
                    <SourceNote source={l.Source} testId={`batch-source-${l.BatchId}`} label="" noCaveat />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
          <SourceCaveats uses={g.lines.map((l) => ({ source: l.Source, year }))} testId={`batch-caveats-${g.track}`} />
        </Segment>
      ))}
    </div>
  );
}
