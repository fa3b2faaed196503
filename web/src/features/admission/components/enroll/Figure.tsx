import { figureText, NOT_PUBLISHED } from './figures';

/** A published number; 未公布 (greyed) when the source did not print it. */
export function Figure({ value, unit, testId }: { value: number | null | undefined; unit?: string; testId?: string }) {
  const text = figureText(value, unit);
  return (
    <span className={text === NOT_PUBLISHED ? 'zy-unpublished' : undefined} data-testid={testId}>
      {text}
    </span>
  );
}
