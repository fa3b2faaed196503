import { RecommendResults } from './RecommendResults';

/** /recommend-index (推荐结果): the units of the province's filling mode with their probability, by 冲 / 稳 / 保. */
export default function RecommendIndexPage() {
  return <RecommendResults page="index" title="推荐结果" note="每个志愿的录取概率、预测投档位次和依据" testId="recommend-index-page" />;
}
