import { Segment, Statistic } from 'semantic-ui-react';
import { BasisTag, rankBasis } from '@/components/BasisTag';
import { bandText, fmt, rankMissingText } from '../lib/format';
import type { Diagnosis } from '../types';
import { SourceNote } from './SourceNote';

/** The score's rank in the exam year's 一分一段 table, or why the table gives none. */
export function RankCard({ d }: { d: Diagnosis }) {
  const r = d.Rank;
  const found = Boolean(r?.Found);
  // Before the exam year's table is published the rank converts through the newest one.
  const basis = found ? rankBasis(r) : null;
  const tableYear = r?.TableYear || d.Year;
  return (
    <Segment className="zy-diagnosis-rank" data-testid="diagnosis-rank-card">
      <div className="zy-diagnosis-stats">
        <Statistic size="small">
          <Statistic.Value data-testid="diagnosis-score">{d.Score}</Statistic.Value>
          <Statistic.Label>分数</Statistic.Label>
        </Statistic>
        <Statistic size="small" color={found ? 'blue' : 'grey'}>
          <Statistic.Value data-testid="diagnosis-rank">{found && r ? fmt(r.Rank) : '—'}</Statistic.Value>
          <Statistic.Label>
            {basis ? `${d.Track}位次` : `${d.Year}年${d.Track}位次`}
            {basis ? <BasisTag short={basis.short} full={basis.full} testId="diagnosis-rank-basis" /> : null}
          </Statistic.Label>
        </Statistic>
        {found && r && r.Status === 'InBand' ? (
          <Statistic size="small">
            <Statistic.Value data-testid="diagnosis-same-score">{fmt(r.SameScoreCount)}</Statistic.Value>
            <Statistic.Label>{r.BandHigh === r.BandLow ? '同分人数' : `${r.BandLow}–${r.BandHigh}分人数`}</Statistic.Label>
          </Statistic>
        ) : null}
      </div>
      {found && r ? (
        <p data-testid="diagnosis-rank-band">
          {r.Message || `位次区间 ${bandText(r)}，按最低位次计为 ${fmt(r.Rank)}`}
          <span className="zy-muted zy-small">（位次按该分数的最低位次计，偏于稳妥。）</span>
        </p>
      ) : (
        <p className="zy-diagnosis-warn" data-testid="diagnosis-rank-message">
          {rankMissingText(r)}
        </p>
      )}
      {basis ? (
        <p className="zy-muted zy-small" data-testid="diagnosis-rank-basis-text">
          {basis.full}，仅供参考。
        </p>
      ) : null}
      {r?.Table ? (
        <p className="zy-muted zy-small" data-testid="diagnosis-table-range">
          {tableYear}年{d.Track}一分一段表：{r.Table.ScoreLow}–{r.Table.ScoreHigh}分，共{fmt(r.Table.Candidates)}人。
        </p>
      ) : null}
      {r?.Source ? <SourceNote source={r.Source} testId="diagnosis-rank-source" years={[tableYear]} /> : null}
    </Segment>
  );
}
