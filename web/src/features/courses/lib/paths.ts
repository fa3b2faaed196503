/** A course's page, on a lesson when one is chosen (/study-detail?id=&lesson=, or a shelf's own page). */
export function coursePath(id: string, lesson?: string, base = '/study-detail'): string {
  const q = new URLSearchParams({ id });
  if (lesson) q.set('lesson', lesson);
  return `${base}?${q.toString()}`;
}
