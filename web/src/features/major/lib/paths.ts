// The major pages live under two route families: the portal's (/specialty…) and /query/major….

export interface MajorPaths {
  catalog: string;
  list: (code: string) => string;
  detail: (code: string) => string;
  rank: string;
  /** The detail page of a college offering the major. */
  college: (id: string) => string;
}

const enc = encodeURIComponent;

const portal: MajorPaths = {
  catalog: '/specialty',
  list: (code) => `/specialty-list?code=${enc(code)}`,
  detail: (code) => `/specialty-detail?id=${enc(code)}`,
  rank: '/specialty-rank',
  college: (id) => `/university-detail?id=${enc(id)}`,
};

const query: MajorPaths = {
  catalog: '/query/major',
  list: (code) => `/query/majorlist?code=${enc(code)}`,
  detail: (code) => `/query/majordetail?id=${enc(code)}`,
  rank: '/query/majorrank',
  college: (id) => `/query/collegedetail?id=${enc(id)}`,
};

/** The links of the family the current page belongs to. */
export function majorPaths(pathname: string): MajorPaths {
  return pathname.startsWith('/query/') ? query : portal;
}

/** Occupations have one detail route (SPEC §2: query ID). */
export const professionPath = (id: string) => `/profession-detail?ID=${enc(id)}`;
