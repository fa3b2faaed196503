/** A course's page, on a lesson when one is chosen (/study-detail?id=&lesson=). */
export function coursePath(id: string, lesson?: string): string {
  const q = new URLSearchParams({ id });
  if (lesson) q.set('lesson', lesson);
  return `/study-detail?${q.toString()}`;
}

/** /login with the way back to where the reader was. */
export const loginPath = (back: string): string => `/login?redirect=${encodeURIComponent(back)}`;
