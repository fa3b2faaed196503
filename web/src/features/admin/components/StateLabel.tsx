import { Label } from 'semantic-ui-react';
import { liveNote, stateColor, stateName } from '../lib/states';

/** An item's state, and when readers still see an earlier published revision, 线上有已发布版本. */
export function StateLabel({ item }: { item: { State: string; Live: boolean } }) {
  const live = liveNote(item);
  return (
    <span className="zy-admin-state" data-testid="admin-state">
      <Label size="small" color={stateColor(item.State)} basic={item.State === 'draft'}>
        {stateName(item.State)}
      </Label>
      {live ? (
        <span className="zy-admin-live" data-testid="admin-state-live">
          {live}
        </span>
      ) : null}
    </span>
  );
}
