import { useSearchParams } from 'react-router';
import AnswerPage from './AnswerPage';
import TestIntroPage from './TestIntroPage';

/** /enter-path (升学路径测评): the intro, and with ?step=answer the 21 questions one at a time. */
export default function PathTestPage() {
  const [params] = useSearchParams();
  return params.get('step') === 'answer' ? <AnswerPage bank="path" /> : <TestIntroPage bank="path" />;
}
