/** /login with the way back to where the visitor was. */
export const loginPath = (back: string): string => `/login?redirect=${encodeURIComponent(back)}`;
