import type { ResultItem } from '../../api/results-types';
import { NOT_PUBLISHED, scoreText } from './figures';

/** The min score: the whole score, or the text as printed (composite scores), or 未公布. */
export function ScoreCell({ row, testId }: { row: Pick<ResultItem, 'MinScore' | 'MinScoreText'>; testId: string }) {
  const text = scoreText(row);
  const printed = row.MinScore === null && text !== NOT_PUBLISHED;
  return (
    <span className={text === NOT_PUBLISHED ? 'zy-unpublished' : undefined} title={printed ? '按公布原样显示' : undefined} data-testid={testId}>
      {text}
    </span>
  );
}
