// Lets non-React code navigate; the app registers the router's navigate at start.
type Navigator = (path: string, opts?: { replace?: boolean }) => void;

let current: Navigator = (path) => {
  window.location.hash = '#' + path;
};

export function registerNavigator(nav: Navigator): void {
  current = nav;
}

export function navigateTo(path: string, opts?: { replace?: boolean }): void {
  current(path, opts);
}

/** Opens an in-app route in a new window (hash routing). */
export function openRouteInNewWindow(path: string): void {
  const base = window.location.href.split('#')[0];
  window.open(`${base}#${path}`, '_blank', 'noopener');
}

/** /login with the way back to where the reader was (LoginPage follows ?redirect= after signing in). */
export const loginPath = (back: string): string => `/login?redirect=${encodeURIComponent(back)}`;
