import { Label } from 'semantic-ui-react';
import { CONVERTED_RANK_LABEL, CONVERTED_RANK_TIP } from './figures';

/** How to read the rank and 未公布 in the result tables. */
export function RankLegend() {
  return (
    <p className="zy-muted zy-small zy-rank-legend" data-testid="rank-legend">
      最低位次：正体数字为数据来源公布的位次（来源见“数据来源”列，标“第三方汇编”的不是官方发布）；斜体并标
      <Label as="span" size="mini" basic className="zy-derived-label">
        {CONVERTED_RANK_LABEL}
      </Label>
      的{CONVERTED_RANK_TIP}，仅供参考；标“平均排位”的是第三方汇编给出的最低分所在分数段的平均排位，不是最低位次。等位分为本站换算。“未公布”表示来源未给出该数字。
    </p>
  );
}
