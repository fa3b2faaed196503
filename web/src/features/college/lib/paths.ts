// The college pages live under two route families: the portal's (/university…) and /query/….

export interface CollegePaths {
  list: string;
  detail: (id: string) => string;
  compare: (ids?: string[]) => string;
  rank: string;
}

const portal: CollegePaths = {
  list: '/university',
  detail: (id) => `/university-detail?id=${encodeURIComponent(id)}`,
  compare: (ids) => (ids?.length ? `/college-compareCollege?ids=${ids.map(encodeURIComponent).join(',')}` : '/college-compareCollege'),
  rank: '/college-rank',
};

const query: CollegePaths = {
  list: '/query/college',
  detail: (id) => `/query/collegedetail?id=${encodeURIComponent(id)}`,
  compare: (ids) => (ids?.length ? `/query/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/query/compare'),
  rank: '/query/collegerank',
};

/** The links of the family the current page belongs to. */
export function collegePaths(pathname: string): CollegePaths {
  return pathname.startsWith('/query/') ? query : portal;
}
