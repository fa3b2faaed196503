import { useMemo, useState } from 'react';
import { Header, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getLineBatchList } from '../api/get-line-batch-list';
import { ordinaryTracks, trendOf } from '../lib/batch-lines';
import { TrendChart } from './charts';
import { ChoiceButtons } from './ChoiceButtons';

/** The 普通类 lines of a track across the years the server lists for the province (one LineBatchList per year). */
export function BatchTrend({ province, provinceName, years }: { province: number; provinceName: string; years: number[] }) {
  const all = useLoad(() => Promise.all(years.map((y) => getLineBatchList({ ProvinceId: province, Year: y }))), `${province}:${years.join(',')}`);
  const answers = useMemo(() => all.data ?? [], [all.data]);
  const tracks = useMemo(() => ordinaryTracks(answers), [answers]);
  const [chosen, setChosen] = useState<string | null>(null);
  const track = chosen && tracks.includes(chosen) ? chosen : tracks[0];
  const { series, joined } = useMemo(() => (track ? trendOf(answers, track, province) : { series: [], joined: [] }), [answers, track, province]);
  return (
    <Segment data-testid="batch-trend">
      <Header as="h3">历年普通类批次线</Header>
      {all.loading && !all.data ? <PageLoader /> : null}
      {all.error ? <EmptyState icon="warning circle" text={all.error.message} testId="batch-trend-error" /> : null}
      {all.data && !tracks.length ? <p className="zy-muted">暂无普通类批次线</p> : null}
      {tracks.length ? (
        <>
          <ChoiceButtons options={tracks.map((t) => ({ key: t, name: t }))} value={track ?? null} onChange={setChosen} testId="batch-trend-tracks" itemTestId="batch-trend-track" />
          <TrendChart
            series={series}
            xLabel="年份"
            yLabel="分数线"
            xUnit="年"
            yUnit="分"
            stepX={1}
            summary={`${provinceName}${track}历年普通类批次线`}
            testId="batch-trend-chart"
          />
          <p className="zy-muted zy-small" data-testid="batch-trend-note">
            各年的批次名称以当年公布为准；名称不同的线分开显示，不作合并
            {joined.length
              ? `，唯以下为同一条线改名，连为一条：${joined.map((j) => `${j.since}年起的“${j.renamed}”即此前的“${j.name}”`).join('；')}`
              : ''}
            。
          </p>
        </>
      ) : null}
    </Segment>
  );
}
