import { useMemo, useState } from 'react';
import { trackName, useStudentContext } from '@/lib/student-context';
import { Header, Segment } from 'semantic-ui-react';
import type { ResultItem } from '../../api/results-types';
import { TrendChart } from '../charts';
import { ChoiceButtons } from '../ChoiceButtons';
import { MAX_SERIES, rankSeries, scoreSeries, SPLIT_RULE, tracksOfRows, type LonePoint } from './trend';

/**
 * The note of the one-year series: per school and year, its min score and rank where they are
 * lone, and its number of groups where several made up the year (why it stands apart).
 */
export function loneNote(scores: LonePoint[], ranks: LonePoint[], major = false): string {
  const items = new Map<string, { name: string; year: number; groups: number; score?: LonePoint; rank?: LonePoint }>();
  const item = (l: LonePoint) => {
    const key = `${l.name}\u0000${l.year}`;
    const it = items.get(key) ?? { name: l.name, year: l.year, groups: l.groups };
    items.set(key, it);
    return it;
  };
  for (const l of scores) item(l).score = l;
  for (const l of ranks) item(l).rank = l;
  // Per school (in the order met), its years in order.
  const schools = [...new Set([...items.values()].map((it) => it.name))];
  return [...items.values()]
    .sort((a, b) => schools.indexOf(a.name) - schools.indexOf(b.name) || a.year - b.year)
    .map(({ name, year, groups, score, rank }) => {
      const parts = [
        `${year}年`,
        !major && groups > 1 ? ` ${groups}个专业组` : '',
        score ? ` 最低 ${score.value}分` : '',
        score && rank ? ' ·' : '',
        rank ? ` ${rank.converted ? '换算位次' : '位次'} ${rank.value}` : '',
      ];
      return `${name}（${parts.join('')}）`;
    })
    .join('；');
}

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
  const lone = loneNote(scores.lone, ranks.lone, major);
  // The lines break where the number of groups changes: said wherever the lines have groups.
  const grouped = rows.some((r) => r.Track === track && r.GroupCode);
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
            <p className="zy-muted" data-testid={`${testId}-no-score`}>{scores.lone.length ? '最低分只有一年的数据，不成走势，见下方说明' : '该科类未公布最低分'}</p>
          )}
        </div>
        <div>
          {ranks.series.length ? (
            <TrendChart series={ranks.series} xLabel="年份" yLabel="最低位次" xUnit="年" yUnit="名" stepX={1} reverseY height={height} summary={`${label}${track}历年最低位次`} testId={`${testId}-rank-chart`} />
          ) : (
            <p className="zy-muted" data-testid={`${testId}-no-rank`}>{ranks.lone.length ? '位次只有一年的数据，不成走势，见下方说明' : '该科类无公布或可换算的位次'}</p>
          )}
        </div>
      </div>
      <p className="zy-muted zy-small" data-testid={`${testId}-note`}>
        {major
          ? '该校在此只有专业一级的数据：每条线为一个公布的院校名称，取当年该科类各专业中的最低分与最低位次'
          : '每条线为一个公布的院校名称，取当年该科类各专业组中的最低分与最低位次（专业组代码逐年重编，不按组连线）'}
        {grouped ? `；${SPLIT_RULE}。` : '。'}
        位次轴向下为名次靠后；标“（换算）”的线为本站按当年一分一段表换算的位次，其余为数据来源公布的位次。
        {scores.dropped || ranks.dropped ? `线条较多，仅显示年份最多的 ${MAX_SERIES} 条。` : null}
      </p>
      {lone ? (
        <p className="zy-muted zy-small" data-testid={`${testId}-lone`}>
          只有一年数据、未画成走势线：{lone}
        </p>
      ) : null}
    </Segment>
  );
}
