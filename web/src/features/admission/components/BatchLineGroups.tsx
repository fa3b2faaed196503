import { Header, Label, Segment, Table } from 'semantic-ui-react';
import { groupByTrack, ORDINARY } from '../lib/batch-lines';
import type { BatchLine } from '../types';
import { SourceNote } from './SourceNote';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCaveats } from './SourceCaveats';

/** The one source every line of a track shares, else null (the table then names it per row). */
const sharedSource = (lines: BatchLine[]) => {
  const first = lines[0]?.Source;
  return first && lines.every((l) => l.Source?.Id === first.Id) ? first : null;
};

/**
 * The batch lines of one year, a table per track (the student's own first), the 普通类 lines
 * first; one source line under a table whose lines share it, else a source per row.
 */
export function BatchLineGroups({ lines, year, first }: { lines: BatchLine[]; year: number; /** The track shown first (the student's own). */ first?: string }) {
  const groups = groupByTrack(lines);
  if (first) groups.sort((a, b) => Number(b.track === first) - Number(a.track === first));
  return (
    <div data-testid="batch-groups">
      {groups.map((g) => {
        const shared = sharedSource(g.lines);
        return (
          <Segment key={g.track} data-testid={`batch-group-${g.track}`}>
            <Header as="h3">{g.track}</Header>
            <ScrollTable celled compact unstackable>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell width={5}>批次 / 控制线</Table.HeaderCell>
                  <Table.HeaderCell width={3}>类别</Table.HeaderCell>
                  <Table.HeaderCell width={2}>分数线</Table.HeaderCell>
                  {shared ? null : <Table.HeaderCell>来源</Table.HeaderCell>}
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
                    {shared ? null : (
                      <Table.Cell className="zy-small">
                        <SourceNote source={l.Source} testId={`batch-source-${l.BatchId}`} label="" noCaveat />
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </ScrollTable>
            {shared ? (
              <p className="zy-small">
                <SourceNote source={shared} testId={`batch-source-${g.track}`} noCaveat />
              </p>
            ) : null}
            <SourceCaveats uses={g.lines.map((l) => ({ source: l.Source, year }))} testId={`batch-caveats-${g.track}`} />
          </Segment>
        );
      })}
    </div>
  );
}
