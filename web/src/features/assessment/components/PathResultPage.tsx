import { PathResultView } from './PathResultView';
import { ResultLoader } from './ResultLoader';
import '../assessment.css';

/** /submit-test?id= (升学路径测评结果): the student's result, else their newest. Login required. */
export default function PathResultPage() {
  return (
    <div className="zy-container zy-test-page" data-testid="test-result-page">
      <ResultLoader bank="path">{(r) => <PathResultView result={r} />}</ResultLoader>
    </div>
  );
}
