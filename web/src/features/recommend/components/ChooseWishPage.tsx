import { RecommendResults } from './RecommendResults';

/** /choose-wish (志愿填报 · 专业+院校): the recommendation list by 专业+院校 units. */
export default function ChooseWishPage() {
  return <RecommendResults page="choose-wish" level="major" title="志愿填报 · 专业+院校" note="按“专业+院校”填报的志愿单位，每个专业一条" testId="choose-wish-page" />;
}
