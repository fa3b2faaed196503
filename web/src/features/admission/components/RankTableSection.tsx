import { useEffect, useMemo, useState } from 'react';
import { Header, Segment, Table } from 'semantic-ui-react';
import { DEFAULT_PAGE_SIZE, Pager } from '@/components/Pager';
import { bandText, rankRangeText, tableRangeText } from '../lib/format';
import { bandIndexOf, distributionSeries, pageOf } from '../lib/rank-bands';
import type { RankListAnswer } from '../types';
import { TrendChart } from './charts';
import { SourceNote } from './SourceNote';
import { ScrollTable } from '@/components/ScrollTable';

/** The whole table of the year and track (Public/LineRankList), paged, opened at the asked score, and its distribution. */
export function RankTableSection({ answer, year, score, rank }: { answer: RankListAnswer; year: number; score: number; rank: number | null }) {
  const list = answer.List ?? [];
  const at = bandIndexOf(list, score);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(pageOf(at, DEFAULT_PAGE_SIZE));
  useEffect(() => setPage(pageOf(at, size)), [answer, at]); // eslint-disable-line react-hooks/exhaustive-deps
  const series = useMemo(() => distributionSeries(list, rank !== null ? { score, rank } : null), [list, score, rank]);
  const title = `${year}年${answer.Track}一分一段表`;
  if (!list.length) {
    return (
      <Segment data-testid="rank-list-section">
        <Header as="h3">{title}</Header>
        <p className="zy-muted" data-testid="rank-list-empty">{answer.Message || '暂无该年份、该科类的一分一段表'}</p>
      </Segment>
    );
  }
  const rows = list.slice((page - 1) * size, page * size);
  return (
    <Segment data-testid="rank-list-section">
      <Header as="h3">{title}</Header>
      {answer.Table ? <p className="zy-muted zy-small">公布范围：{tableRangeText(answer.Table)}</p> : null}
      <SourceNote source={answer.Source} testId="rank-list-source" years={[year]} />
      <TrendChart
        series={series}
        xLabel="分数"
        yLabel="累计人数"
        xUnit="分"
        yUnit="人"
        summary={`${title}：各分数的累计人数`}
        testId="rank-chart"
      />
      <ScrollTable celled compact unstackable className="zy-rank-list" data-testid="rank-list-table">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>分数</Table.HeaderCell>
            <Table.HeaderCell>同分人数</Table.HeaderCell>
            <Table.HeaderCell>累计人数</Table.HeaderCell>
            <Table.HeaderCell>位次区间</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((b) => {
            const mine = list[at] === b;
            return (
              <Table.Row key={b.ScoreHigh} active={mine} data-testid="rank-list-row" data-current={mine ? 'true' : undefined}>
                <Table.Cell>{bandText(b.ScoreHigh, b.ScoreLow)}</Table.Cell>
                <Table.Cell>{b.Count}</Table.Cell>
                <Table.Cell>{b.Cumulative}</Table.Cell>
                <Table.Cell>{rankRangeText(b.RankBest, b.Cumulative)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </ScrollTable>
      <Pager total={list.length} page={page} size={size} onChange={(p, s) => {
        setPage(p);
        setSize(s);
      }} testId="rank-list-pager" />
    </Segment>
  );
}
