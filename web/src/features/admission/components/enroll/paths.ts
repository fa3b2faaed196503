// Links between the admission-result pages and to the college pages.

const q = (id: string, province: number | null | undefined) =>
  `id=${encodeURIComponent(id)}${province ? `&province=${province}` : ''}`;

export const enrollPaths = {
  dataInfo: (id: string, province?: number | null) => `/enroll-data-info?${q(id, province)}`,
  planInfo: (id: string, province?: number | null) => `/enroll-plan-info?${q(id, province)}`,
  collegeDetail: (id: string) => `/university-detail?id=${encodeURIComponent(id)}`,
};
