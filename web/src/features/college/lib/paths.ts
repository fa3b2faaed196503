// The college pages live under two route families: the portal's (/university…) and /query/….

export interface CollegePaths {
  list: string;
  detail: (id: string) => string;
  compare: string;
  rank: string;
}

const portal: CollegePaths = {
  list: '/university',
  detail: (id) => `/university-detail?id=${encodeURIComponent(id)}`,
  compare: '/college-compareCollege',
  rank: '/college-rank',
};

const query: CollegePaths = {
  list: '/query/college',
  detail: (id) => `/query/collegedetail?id=${encodeURIComponent(id)}`,
  compare: '/query/compare',
  rank: '/query/collegerank',
};

/** The links of the family the current page belongs to. */
export function collegePaths(pathname: string): CollegePaths {
  return pathname.startsWith('/query/') ? query : portal;
}

/** The detail page of a major (the major pages own it). */
export const majorDetailPath = (code: string) => `/specialty-detail?id=${encodeURIComponent(code)}`;
