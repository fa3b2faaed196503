import { Button } from 'semantic-ui-react';

/** 上移, 下移 and 删除 of a chapter or lesson; `what` names it for screen readers ("第 2 章"). */
export function RowTools({ what, first, last, onMove, onRemove, removable, prefix }: {
  what: string;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
  onRemove: () => void;
  removable: boolean;
  prefix: string;
}) {
  return (
    <span className="zy-course-tools">
      <Button type="button" size="mini" basic icon="arrow up" disabled={first} onClick={() => onMove(-1)} aria-label={`上移${what}`} title="上移" data-testid={`${prefix}-up`} />
      <Button type="button" size="mini" basic icon="arrow down" disabled={last} onClick={() => onMove(1)} aria-label={`下移${what}`} title="下移" data-testid={`${prefix}-down`} />
      <Button type="button" size="mini" basic icon="trash alternate outline" disabled={!removable} onClick={onRemove} aria-label={`删除${what}`} title="删除" data-testid={`${prefix}-remove`} />
    </span>
  );
}
