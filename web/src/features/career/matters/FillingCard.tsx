import type { FillingRule } from '@/features/college/api/score-query';
import { adjustText } from './modes';

/** A province's filling rule of a year, each value as the shipped rules hold it, with its source. */
export function FillingCard({ year, rule }: { year: number; rule: FillingRule | undefined }) {
  if (!rule) {
    return (
      <p className="zy-muted" data-testid="matters-no-rule">
        暂无{year}年的志愿填报规则数据，请以省级教育考试院公布的为准。
      </p>
    );
  }
  const batches = (rule.Batches ?? []).join('、') || '未核实';
  return (
    <div data-testid="matters-rule">
      <dl className="zy-matters-facts">
        <dt>志愿单位</dt>
        <dd data-testid="matters-unit">{rule.FillingUnit}</dd>
        <dt>每批可填志愿数</dt>
        <dd data-testid="matters-length">{rule.ListLength === '未核实' ? '未核实' : `${rule.ListLength} 个`}</dd>
        <dt>批次</dt>
        <dd data-testid="matters-batches">{batches}</dd>
        <dt>专业调剂</dt>
        <dd data-testid="matters-adjust">{adjustText(rule.AdjustWithinUnit)}</dd>
      </dl>
      <p className="zy-muted zy-matters-source" data-testid="matters-source">
        来源：{rule.Source || '未核实'}
        {rule.Note ? `；说明：${rule.Note}` : ''}
      </p>
    </div>
  );
}
