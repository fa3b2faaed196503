import { useMemo, useState } from 'react';
import { trackName, useStudentContext } from '@/lib/student-context';
import { Header, Segment } from 'semantic-ui-react';
import type { ResultItem } from '../../api/results-types';
import { TrendChart } from '../charts';
import { ChoiceButtons } from '../ChoiceButtons';
import { MAX_SERIES, rankSeries, scoreSeries, tracksOfRows, type LonePoint } from './trend';

/** The lone rank of the same series and year, for the note beside its score. */
const rankOf = (lone: LonePoint[], name: string, year: number) => {
  const r = lone.find((l) => (l.name === name || l.name === `${name}（换算）`) && l.year === year);
  return r ? ` · 位次 ${r.value}${r.name.endsWith('（换算）') ? '（换算）' : ''}` : '';
};

/** A school's lines over the years in one track: min score, and min rank on a reversed axis. */
export function LinesTrend({ rows, label, major = false, compact = false, testId = 'lines-trend' }: {
  rows: ResultItem[];
  /** The rows are major-level (provinces filing by 专业+院校): each line takes the lowest major. */
  major?: boolean;
  /** Who and where, for the screen-reader summary: 北京大学在广东. */
  label: string;
  compact?: boolean;
  testId?: string;
}) {
  const tracks = useMemo(() => tracksOfRows(rows), [rows]);
  const [chosen, setChosen] = useState<string | null>(null);
  // The student's own track first (物理类 for a 物理 student), else the newest year's first.
  const student = useStudentContext();
  const own = student?.track ? trackName(student.track) : null;
  const track = chosen && tracks.includes(chosen) ? chosen : own && tracks.includes(own) ? own : tracks[0] ?? '';
  const scores = useMemo(() => scoreSeries(rows, track), [rows, track]);
  const ranks = useMemo(() => rankSeries(rows, track), [rows, track]);
  if (!tracks.length) return null;
  const height = compact ? 220 : 300;
  return (
    <Segment data-testid={testId}>
      <Header as={compact ? 'h4' : 'h3'}>历年最低分与最低位次走势</Header>
      {tracks.length > 1 ? (
        <ChoiceButtons options={tracks.map((t) => ({ key: t, name: t }))} value={track} onChange={setChosen} testId={`${testId}-tracks`} itemTestId={`${testId}-track`} />
      ) : null}
      <div className={compact ? 'zy-trend-pair compact' : 'zy-trend-pair'}>
        <div>
          {scores.series.length ? (
            <TrendChart series={scores.series} xLabel="年份" yLabel="最低分" xUnit="年" yUnit="分" stepX={1} height={height} summary={`${label}${track}历年最低分`} testId={`${testId}-score-chart`} />
          ) : (
            <p className="zy-muted" data-testid={`${testId}-no-score`}>该科类未公布最低分</p>
          )}
        </div>
        <div>
          {ranks.series.length ? (
            <TrendChart series={ranks.series} xLabel="年份" yLabel="最低位次" xUnit="年" yUnit="名" stepX={1} reverseY height={height} summary={`${label}${track}历年最低位次`} testId={`${testId}-rank-chart`} />
          ) : (
            <p className="zy-muted" data-testid={`${testId}-no-rank`}>该科类无公布或可换算的位次</p>
          )}
        </div>
      </div>
      <p className="zy-muted zy-small">
        {major
          ? '该校在此只有专业一级的数据：每条线为一个公布的院校名称，取当年该科类各专业中的最低分与最低位次。'
          : '每条线为一个公布的院校名称，取当年该科类各专业组中的最低分与最低位次（专业组代码逐年重编，不按组连线）。'}位次轴向下为名次靠后；标“（换算）”的线为本站按当年一分一段表换算的位次，其余为数据来源公布的位次。
        {scores.dropped || ranks.dropped ? `线条较多，仅显示年份最多的 ${MAX_SERIES} 条。` : null}
      </p>
      {scores.lone.length ? (
        <p className="zy-muted zy-small" data-testid={`${testId}-lone`}>
          只有一年数据、未画成走势线：
          {scores.lone.map((l) => `${l.name}（${l.year}年 最低 ${l.value}分${rankOf(ranks.lone, l.name, l.year)}）`).join('；')}
        </p>
      ) : null}
    </Segment>
  );
}
