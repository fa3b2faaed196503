import { RecommendResults } from './RecommendResults';

/** /new-exam (新高考志愿填报 · 院校专业组): the recommendation list by groups; a group opens into its majors. */
export default function NewExamPage() {
  return <RecommendResults page="new-exam" level="group" title="新高考志愿填报 · 院校专业组" note="按“院校专业组”填报的志愿单位；点“组内专业”查看组里的专业" testId="new-exam-page" />;
}
