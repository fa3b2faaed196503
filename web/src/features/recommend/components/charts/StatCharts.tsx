import { overallRow, rowsOf, topProvinces, tuitionRows } from '../../lib/stat';
import type { RecommendStat } from '../../types';
import { LabelBars } from './LabelBars';
import { LabelDoughnut } from './LabelDoughnut';
import { StatSection } from './StatSection';

/** How the candidate's options spread by label: overall, by province (top 10), category, nature and tuition. */
export function StatCharts({ stat }: { stat: RecommendStat }) {
  const overall = overallRow(stat);
  const sections = [
    { id: 'province', title: '按院校所在地区（前10）', nameHeader: '地区', rows: topProvinces(stat.ByProvince) },
    { id: 'category', title: '按院校类型', nameHeader: '类型', rows: rowsOf(stat.ByCategory) },
    { id: 'nature', title: '按办学性质', nameHeader: '性质', rows: rowsOf(stat.ByNature) },
    { id: 'tuition', title: '按学费', nameHeader: '学费（每年）', rows: tuitionRows(stat.ByTuition) },
  ];
  return (
    <div className="zy-rec-stats" data-testid="rec-stats">
      <StatSection id="overall" title={`全部志愿单位（${stat.LevelName}）`} nameHeader="范围" rows={overall.total ? [overall] : []}>
        <LabelDoughnut row={overall} title="全部志愿单位" testId="rec-chart-overall" />
      </StatSection>
      {sections.map((s) => (
        <StatSection key={s.id} id={s.id} title={s.title} nameHeader={s.nameHeader} rows={s.rows}>
          <LabelBars rows={s.rows} title={s.title} testId={`rec-chart-${s.id}`} />
        </StatSection>
      ))}
    </div>
  );
}
