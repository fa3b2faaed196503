// Content states as the console names them.
import type { State } from '../types';

export const STATES: State[] = ['draft', 'review', 'scheduled', 'published', 'withdrawn'];

export const STATE_NAMES: Record<State, string> = {
  draft: '草稿',
  review: '待审核',
  scheduled: '已排期',
  published: '已发布',
  withdrawn: '已下线',
};

/** The state in words; an unknown state as the server sent it. */
export const stateName = (s: string | null | undefined): string => (s ? STATE_NAMES[s as State] ?? s : '');

/** A later revision of a live item is being worked on: readers still see the published one. */
export function liveNote(item: { State: string; Live: boolean }): string | null {
  return item.Live && (item.State === 'draft' || item.State === 'review') ? '线上有已发布版本' : null;
}

/** A colour for the state's label. */
export function stateColor(s: string): 'grey' | 'orange' | 'blue' | 'green' | 'red' {
  switch (s) {
    case 'review':
      return 'orange';
    case 'scheduled':
      return 'blue';
    case 'published':
      return 'green';
    case 'withdrawn':
      return 'red';
    default:
      return 'grey';
  }
}
