import { Header, Message, Segment, Table } from 'semantic-ui-react';
import { bandText } from '../lib/format';
import type { EquivalentAnswer } from '../types';
import { SourceNote } from './SourceNote';
import { ScrollTable } from '@/components/ScrollTable';
import { SourceCaveats } from './SourceCaveats';

/** 历年等位分 (Public/LineRankEquivalent): the score of each earlier year at the same rank, or why none. */
export function EquivalentTable({ answer }: { answer: EquivalentAnswer }) {
  const cur = answer.Current;
  const list = answer.List ?? [];
  return (
    <Segment data-testid="equivalent-section">
      <Header as="h3">历年等位分</Header>
      {cur?.Found ? (
        <p className="zy-muted" data-testid="equivalent-basis">
          {cur.Basis && cur.TableYear
            ? `以 ${cur.Year}年${cur.Track} ${cur.Score}分按${cur.TableYear}年一分一段表换算的位次 ${cur.Rank} 为准（${cur.Year}年一分一段表尚未公布），往年累计人数首次达到该位次的分数即为等位分。`
            : `以 ${cur.Year}年${cur.Track} ${cur.Score}分的换算位次 ${cur.Rank} 为准，往年累计人数首次达到该位次的分数即为等位分。`}
        </p>
      ) : (
        <Message warning size="small" data-testid="equivalent-no-basis">
          {cur?.Message || '该分数在本年度没有位次，无法换算往年等位分'}
        </Message>
      )}
      {list.length ? (
        <ScrollTable celled compact unstackable data-testid="equivalent-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>年份</Table.HeaderCell>
              <Table.HeaderCell>科类</Table.HeaderCell>
              <Table.HeaderCell>等位分</Table.HeaderCell>
              <Table.HeaderCell>该年累计位次</Table.HeaderCell>
              <Table.HeaderCell>来源 / 说明</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((r) => (
              <Table.Row key={`${r.Year}-${r.Track}`} data-testid={`equivalent-row-${r.Year}`} data-status={r.Status} warning={!r.Found}>
                <Table.Cell>{r.Year}年</Table.Cell>
                <Table.Cell>{r.Track || '—'}</Table.Cell>
                <Table.Cell data-testid="equivalent-score">{r.Found ? (r.BandHigh > r.BandLow ? bandText(r.BandHigh, r.BandLow) : `${r.Score}分`) : '—'}</Table.Cell>
                <Table.Cell data-testid="equivalent-rank">{r.Found ? r.YearRank : '—'}</Table.Cell>
                <Table.Cell>
                  {r.Message ? <div data-testid="equivalent-message">{r.Message}</div> : null}
                  <SourceNote source={r.Source} testId={`equivalent-source-${r.Year}`} label="" noCaveat />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      ) : null}
      {list.length ? (
        <SourceCaveats uses={list.map((r) => ({ source: r.Source, year: r.Year }))} testId="equivalent-caveats" />
      ) : (
        <p className="zy-muted" data-testid="equivalent-empty">暂无往年一分一段表可供换算</p>
      )}
    </Segment>
  );
}
