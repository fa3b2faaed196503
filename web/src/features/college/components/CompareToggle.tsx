import { Checkbox } from 'semantic-ui-react';
import { useContrast } from '../hooks/useContrast';
import type { ContrastEntry } from '../types';

/** The 加入对比 checkbox of a college; the compare list holds at most four. */
export function CompareToggle({ college }: { college: ContrastEntry }) {
  const { has, toggle } = useContrast();
  const checked = has(college.Id);
  return (
    <Checkbox
      className="zy-compare-toggle"
      label="加入对比"
      checked={checked}
      onChange={() => toggle({ Id: college.Id, CollegeName: college.CollegeName })}
      data-testid={`compare-toggle-${college.Id}`}
    />
  );
}
