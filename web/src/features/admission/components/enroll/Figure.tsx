import { figureText, NOT_PUBLISHED } from './figures';

/** A published number; 未公布 (greyed) when the source did not print it. */
export function Figure({ value, testId }: { value: number | null | undefined; testId?: string }) {
  const text = figureText(value);
  return (
    <span className={text === NOT_PUBLISHED ? 'zy-unpublished' : undefined} data-testid={testId}>
      {text}
    </span>
  );
}
