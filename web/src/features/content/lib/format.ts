// How list items and articles state their facts: reads, provinces, the revision date.

/** “阅读 N” from the real count (ViewCountReal); nothing when the server gave no number. */
export function viewCountText(real: number | null | undefined): string {
  return typeof real === 'number' && Number.isFinite(real) ? `阅读 ${real}` : '';
}

/** The provinces an item is about, “广东、广西”; '' for a national item (no provinces). */
export function provincesText(names: string[] | null | undefined): string {
  return (names ?? []).filter(Boolean).join('、');
}

/** The date of the live revision when it is not the first publication's, else null. */
export function revisedDate(release: string | null | undefined, revised: string | null | undefined): string | null {
  return revised && revised !== release ? revised : null;
}

/** A source's address, only when it is an http(s) one (anything else is shown as plain text). */
export function sourceHref(url: string | null | undefined): string | null {
  const u = (url ?? '').trim();
  return /^https?:\/\/\S+$/i.test(u) ? u : null;
}
