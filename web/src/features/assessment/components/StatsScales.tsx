import { meanText } from '../lib/format';
import type { ScaleStats } from '../types';
import { BinBars } from './charts/BinBars';

function Histograms({ scales, people }: { scales: ScaleStats[]; people?: number }) {
  return (
    <section className="zy-test-panel zy-test-grid">
      {scales.map((sc) => (
        <div key={sc.Code} data-testid="test-stats-scale">
          <h2>{sc.Name}</h2>
          <p className="zy-muted zy-small">
            平均分 {meanText(sc.Mean)}（满分范围 {sc.Min}–{sc.Max}）
            {people !== undefined && sc.People !== undefined && sc.People < people ? <span data-testid="test-stats-scale-people">；只有 {sc.People} 人作答（技术题只问浙江考生）</span> : null}
          </p>
          <BinBars bins={sc.Bins ?? []} title={`${sc.Name}得分分布`} testId="test-stats-histogram" />
        </div>
      ))}
    </section>
  );
}

/**
 * Each scale's published histogram and mean; the 综合测评's grouped by its parts. A scale fewer
 * of the `people` answered (选科测评's 技术) says how many.
 */
export function StatsScales({ scales, people }: { scales: ScaleStats[]; people?: number }) {
  if (!scales.some((s) => s.Section)) return <Histograms scales={scales} people={people} />;
  const parts: { code: string; name: string; scales: ScaleStats[] }[] = [];
  for (const s of scales) {
    const code = s.Section ?? '';
    let part = parts.find((p) => p.code === code);
    if (!part) parts.push((part = { code, name: s.SectionName ?? '', scales: [] }));
    part.scales.push(s);
  }
  return (
    <>
      {parts.map((p) => (
        <div key={p.code} data-testid="test-stats-part" data-section={p.code}>
          <h2 className="zy-test-part-title">{p.name}部分</h2>
          <Histograms scales={p.scales} />
        </div>
      ))}
    </>
  );
}
