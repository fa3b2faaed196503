/**
 * Why a unit's probability rests on thin evidence (仅1年数据, 计划数少 …): its predicted cut-off
 * is spread wider by factors learned from the backtest, and the family should know why.
 */
export function WidenedNote({ reasons }: { reasons?: string[] }) {
  if (!reasons || reasons.length === 0) return null;
  return (
    <p className="zy-rec-widened zy-small zy-muted" data-testid="rec-row-widened" title="依据较少时，预测区间按回测学到的幅度放宽，概率更保守">
      依据较少：{reasons.join('、')}
    </p>
  );
}
