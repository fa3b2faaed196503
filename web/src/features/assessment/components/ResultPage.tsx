import { useBank } from '../hooks/useBank';
import type { BankCode } from '../types';
import { ResultLoader } from './ResultLoader';
import { ResultView } from './ResultView';
import { UnknownBank } from './UnknownBank';
import '../assessment.css';

/** /holland-result, /MBTI-result, /test-result?bank=: a result of the student's (?id=), else their newest of the test. */
export default function ResultPage({ bank: fixed }: { bank?: BankCode }) {
  const bank = useBank(fixed);
  return (
    <div className="zy-container zy-test-page" data-testid="test-result-page">
      {bank ? <ResultLoader bank={bank}>{(r) => <ResultView result={r} />}</ResultLoader> : <UnknownBank />}
    </div>
  );
}
