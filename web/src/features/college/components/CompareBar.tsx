import { Link, useLocation } from 'react-router';
import { Button, Label, Segment } from 'semantic-ui-react';
import { useContrast } from '../hooks/useContrast';
import { CONTRAST_MAX } from '../lib/contrast';
import { collegePaths } from '../lib/paths';

/** The chosen colleges of the compare list and the way to the compare page. */
export function CompareBar() {
  const { list, remove, clear } = useContrast();
  const paths = collegePaths(useLocation().pathname);
  if (!list.length) return null;
  return (
    <Segment className="zy-compare-bar" data-testid="compare-bar">
      <span>
        院校对比（{list.length}/{CONTRAST_MAX}）：
      </span>
      {list.map((e) => (
        <Label key={e.Id} data-testid={`compare-bar-item-${e.Id}`}>
          {e.CollegeName || e.Id}
          <button type="button" className="zy-link-button zy-label-remove" aria-label={`移除${e.CollegeName}`} onClick={() => remove(e.Id)}>
            ×
          </button>
        </Label>
      ))}
      <span className="zy-compare-bar-actions">
        <Button size="small" basic type="button" content="清空" onClick={clear} />
        <Button size="small" primary as={Link} to={paths.compare} content="开始对比" data-testid="compare-bar-go" />
      </span>
    </Segment>
  );
}
