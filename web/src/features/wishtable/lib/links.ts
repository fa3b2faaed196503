// The pages of a table, and the invitation link as a person opens it.

export const editorPath = (id: string) => `/wishtable?id=${encodeURIComponent(id)}`;
export const historyPath = (id: string) => `/wish-detail?id=${encodeURIComponent(id)}`;
export const resultPath = (id: string) => `/wish-result?id=${encodeURIComponent(id)}`;
export const downloadPath = (id: string) => `/download?id=${encodeURIComponent(id)}`;
export const printPath = (id: string) => `/online-print?id=${encodeURIComponent(id)}`;
export const joinPath = (token: string) => `/wish-table?join=${encodeURIComponent(token)}`;

/** The full address of an invitation (the app routes by hash): http://host/#/wish-table?join=… */
export function joinUrl(token: string, href: string): string {
  return `${href.split('#')[0]}#${joinPath(token)}`;
}
