import { ResultLoader } from './ResultLoader';
import { SubjectResultView } from './SubjectResultView';
import '../assessment.css';

/** /exam-test/sort-score?id= (选科测评结果): the student's result, else their newest. Login required. */
export default function SubjectResultPage() {
  return (
    <div className="zy-container zy-test-page" data-testid="test-result-page">
      <ResultLoader bank="subjects">{(r) => <SubjectResultView result={r} />}</ResultLoader>
    </div>
  );
}
