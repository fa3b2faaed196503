// Course states as the console names them.
export const COURSE_STATES = ['draft', 'published', 'withdrawn'] as const;

export const COURSE_STATE_NAMES: Record<string, string> = { draft: '草稿', published: '已上线', withdrawn: '已下线' };

/** The state in words; an unknown state as the server sent it. */
export const courseStateName = (s: string): string => COURSE_STATE_NAMES[s] ?? s;

export const courseStateColor = (s: string): 'grey' | 'green' | 'red' => (s === 'published' ? 'green' : s === 'withdrawn' ? 'red' : 'grey');

/** A later revision of a live course is being edited: readers still see the published one. */
export const liveNote = (c: { State: string; Live: boolean }): string | null => (c.Live && c.State === 'draft' ? '线上有已发布版本' : null);
