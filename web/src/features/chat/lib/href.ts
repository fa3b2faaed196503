// A source's address as a link: web addresses and the portal's own pages only (never
// `javascript:` or other schemes); anything else is shown without a link.

/** The href for a citation's Url, or null when it should not be a link. */
export function sourceHref(url: string): string | null {
  const u = url.trim();
  if (!u) return null;
  if (/^https?:\/\//i.test(u)) return u;
  if (u.startsWith('#/')) return u;
  // The portal's pages as the server names them (`/#/helpcenter?id=`, `/query-rank`): this page's hash routes.
  if (u.startsWith('/#/')) return u.slice(1);
  if (u.startsWith('/') && !u.startsWith('//')) return `#${u}`;
  return null;
}

/** The link leaves the portal (opens in a new tab). */
export const isExternal = (href: string) => /^https?:\/\//i.test(href);
