import { Message, Segment } from 'semantic-ui-react';
import { BasisTag, rankBasis } from '@/components/BasisTag';
import { bandText, rankRangeText, tableRangeText } from '../lib/format';
import type { LineRankAnswer } from '../types';
import { SourceNote } from './SourceNote';

/**
 * The answer of Public/LineRank. A rank only when the server found one (InBand, NoCandidate,
 * AboveTop: the table's top band); BelowBottom and NoTable show the server's Message and no
 * number. Before the year's table is published the rank is the newest table's, tagged so.
 */
export function RankResultCard({ answer }: { answer: LineRankAnswer }) {
  const a = answer;
  const merged = a.BandHigh > a.BandLow;
  const basis = rankBasis(a);
  const tableYear = a.TableYear || a.Year;
  return (
    <Segment className="zy-rank-result" data-testid="rank-result" data-status={a.Status}>
      <div className="zy-rank-result-title" data-testid="rank-result-title">
        {a.ProvinceName} · {a.Year}年 · {a.Track} · {a.Score}分
      </div>
      {a.Found ? (
        <div className="zy-rank-result-body">
          <div className="zy-rank-value">
            <strong data-testid="rank-value" data-rank={a.Rank}>{a.Rank}</strong>
            <span>换算位次</span>
            {basis ? <BasisTag short={basis.short} full={basis.full} testId="rank-basis" /> : null}
          </div>
          <dl className="zy-rank-facts">
            {/* Above the table's top the score is in no band: the top band's rank stands for it. */}
            <dt>{a.Status === 'AboveTop' ? '本表最高分段' : '所在分段'}</dt>
            <dd data-testid="rank-band" data-merged={String(merged)}>{bandText(a.BandHigh, a.BandLow)}</dd>
            {a.Status === 'AboveTop' ? null : (
              <>
                <dt>同分人数</dt>
                <dd data-testid="rank-same-count">{a.SameScoreCount}人</dd>
              </>
            )}
            <dt>位次区间</dt>
            <dd data-testid="rank-range">{rankRangeText(a.RankBest, a.RankWorst)}</dd>
          </dl>
        </div>
      ) : null}
      {a.Message ? (
        <Message info={a.Found} warning={!a.Found} size="small" data-testid="rank-message">
          {a.Message}
        </Message>
      ) : !a.Found ? (
        <Message warning size="small" data-testid="rank-message">
          本表不给出该分数的位次
        </Message>
      ) : null}
      {a.Found ? (
        <p className="zy-muted zy-small" data-testid="rank-note">
          {basis ? `${a.Year}年一分一段表尚未公布，` : null}
          换算位次为按{basis ? `${tableYear}年` : '该年'}一分一段表换算的结果：取该分段的累计人数（该分数的最后一名），不是官方公布的录取位次。
        </p>
      ) : null}
      {a.Table ? (
        <p className="zy-muted zy-small" data-testid="rank-table-range">
          本表公布范围：{tableRangeText(a.Table)}
        </p>
      ) : null}
      <SourceNote source={a.Source} testId="rank-source" years={[tableYear]} />
    </Segment>
  );
}
