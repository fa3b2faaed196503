// Links of the profession and industry pages, and the major detail page they point to.

const q = (path: string, key: string, value: string) => `${path}?${key}=${encodeURIComponent(value)}`;

export const professionPaths = {
  home: '/profession',
  list: (categoryId = '') => (categoryId ? q('/profession-list', 'CategoryId', categoryId) : '/profession-list'),
  typeList: '/profession-typelist',
  searchByName: (name: string) => q('/profession-seachlist', 'Name', name),
  searchByCode: (code: string) => q('/profession-seachlist', 'InterestCode', code),
  detail: (id: string) => q('/profession-detail', 'ID', id),
  industries: '/industry',
  industry: (id: string) => q('/industry-detail', 'id', id),
  major: (code: string) => q('/specialty-detail', 'id', code),
  /** The 职业分类大典 browser, at a class (2, 2-02, 2-02-10) or a filter. */
  dadian: (classCode = '', filter: '' | 'green' | 'digital' | 'new' = '') => {
    const p = new URLSearchParams();
    if (classCode) p.set('class', classCode);
    if (filter) p.set('filter', filter);
    const s = p.toString();
    return s ? `/profession-dadian?${s}` : '/profession-dadian';
  },
};
