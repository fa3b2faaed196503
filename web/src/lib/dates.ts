/** "2027-06-07T…" → "2027-06-07"; falls back to the text as given. */
export function formatDate(text: string | null | undefined): string {
  if (!text) return '';
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return text;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function formatDateTime(text: string | null | undefined): string {
  if (!text) return '';
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return text;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(text)} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
