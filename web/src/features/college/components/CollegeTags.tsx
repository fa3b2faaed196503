import { Label } from 'semantic-ui-react';
import { splitTags } from '../lib/tags';

/** StrengthTags (985, 211, 双一流) and FeatureTags (教育部直属, 民办, …) as labels. */
export function CollegeTags({ strength, feature, testId = 'college-tags' }: { strength?: string; feature?: string; testId?: string }) {
  const strong = splitTags(strength);
  const other = splitTags(feature).filter((t) => !strong.includes(t));
  if (!strong.length && !other.length) return null;
  return (
    <span className="zy-college-tags" data-testid={testId}>
      {strong.map((t) => (
        <Label key={t} size="mini" color="orange" basic content={t} />
      ))}
      {other.map((t) => (
        <Label key={t} size="mini" basic content={t} />
      ))}
    </span>
  );
}
