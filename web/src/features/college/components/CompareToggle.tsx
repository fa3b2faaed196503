import { Button } from 'semantic-ui-react';
import { useContrast } from '../hooks/useContrast';
import type { ContrastEntry } from '../types';

/** Adds a college to (or takes it off) the compare list, which holds at most four. */
export function CompareToggle({ college }: { college: ContrastEntry }) {
  const { has, toggle } = useContrast();
  const chosen = has(college.Id);
  return (
    <Button
      type="button"
      size="small"
      basic={!chosen}
      color={chosen ? 'blue' : undefined}
      icon={chosen ? 'check' : 'plus'}
      content={chosen ? '已加入对比' : '加入对比'}
      aria-pressed={chosen}
      onClick={() => toggle({ Id: college.Id, CollegeName: college.CollegeName })}
      data-testid={`compare-toggle-${college.Id}`}
    />
  );
}
