// Links inside published HTML: the server keeps the portal's own pages as "#/query-rank". The
// hash router is told of them directly, so they behave like every other in-app link.

/** The in-app path of a link's href ("#/query-rank" → "/query-rank"); null for any other link. */
export function inAppPath(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('#/')) return null;
  return href.slice(1);
}

/** What a click needs to tell: its button, modifier keys, whether it was handled, and what it hit. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/**
 * The in-app path a plain click on a link asks for, or null: other links, a new window (a
 * modifier key or target=_blank) and handled clicks are left to the browser.
 */
export function inAppClickPath(e: ClickLike): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = e.target instanceof Element ? e.target.closest('a') : null;
  if (!link || link.getAttribute('target') === '_blank') return null;
  return inAppPath(link.getAttribute('href'));
}
