import { commonPercent } from '../lib/format';
import type { Risk } from '../types';

/** 方法说明, folded: how both estimates are made, the shared share and what was left out. */
export function RiskMethod({ risk }: { risk: Risk }) {
  return (
    <details className="zy-wish-method" data-testid="wish-risk-method">
      <summary>方法说明</summary>
      <p>{risk.Method}</p>
      <p className="zy-muted zy-small">
        同年整体冷热占各志愿不确定性的 {commonPercent(risk.Common)}%；模拟 {risk.Draws.toLocaleString('en-US')} 个年份。
        {risk.Unscored ? `有 ${risk.Unscored} 个志愿没有录取概率，按录取不到计算。` : ''}
      </p>
    </details>
  );
}
