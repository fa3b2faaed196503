import { interestName } from '../lib/riasec';

/** The letters of a Holland code, each with its Chinese name as a tooltip. */
export function InterestCodeBadge({ code, testId = 'interest-code' }: { code: string; testId?: string }) {
  if (!code) return null;
  return (
    <span className="zy-prof-code" data-testid={testId} title={Array.from(code).map(interestName).join('、')}>
      {Array.from(code).map((letter, i) => (
        <span key={i} className={`zy-prof-letter zy-riasec-${letter}`}>
          {letter}
        </span>
      ))}
    </span>
  );
}
