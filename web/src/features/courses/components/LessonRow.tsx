import { Icon } from 'semantic-ui-react';
import { kindIcon, kindName, minutesText } from '../lib/format';
import type { LessonItem } from '../types';

/**
 * One lesson of the outline as a button: its kind, title, length, and whether it is a free
 * preview (试看) of a members' course or locked (会员).
 */
export function LessonRow({ lesson: l, members, current, onOpen }: { lesson: LessonItem; members: boolean; current: boolean; onOpen: () => void }) {
  const state = l.Locked ? '会员' : members && l.Free ? '试看' : '';
  return (
    <li>
      <button
        type="button"
        className={`zy-lesson-row${current ? ' current' : ''}${l.Locked ? ' locked' : ''}`}
        aria-current={current ? 'true' : undefined}
        onClick={onOpen}
        data-testid="lesson-row"
        data-id={l.Id}
      >
        <Icon name={kindIcon(l.Kind)} aria-hidden="true" />
        <span className="zy-visually-hidden">{kindName(l.Kind)}：</span>
        <span className="zy-lesson-title">{l.Title}</span>
        {minutesText(l.Minutes) ? <span className="zy-lesson-minutes">{minutesText(l.Minutes)}</span> : null}
        {state ? (
          <span className={`zy-lesson-state${l.Locked ? ' locked' : ''}`} data-testid="lesson-state">
            {l.Locked ? <Icon name="lock" aria-hidden="true" /> : null}
            {state}
          </span>
        ) : null}
      </button>
    </li>
  );
}
