import { AllroundResultView } from './AllroundResultView';
import { ResultLoader } from './ResultLoader';
import '../assessment.css';

/** /allround-result?id= (综合测评结果): the student's result, else their newest. Login required. */
export default function AllroundResultPage() {
  return (
    <div className="zy-container zy-test-page" data-testid="test-result-page">
      <ResultLoader bank="allround">{(r) => <AllroundResultView result={r} />}</ResultLoader>
    </div>
  );
}
