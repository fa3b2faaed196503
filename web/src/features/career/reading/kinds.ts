// Career management's reading (docs/API-CONTENT.md, "More kinds for readers"): each child page of
// /careerManagement, the content kind it lists and where its items open.

export interface ReadingKind {
  kind: 'book' | 'story' | 'case' | 'study' | 'teaching' | 'courseware';
  title: string;
  listPath: string;
  /** The detail route; books have none (a recommendation is read in the list). */
  detailPath: string | null;
  empty: string;
}

export const READING: ReadingKind[] = [
  { kind: 'book', title: '推荐书籍', listPath: 'recomBook', detailPath: null, empty: '编辑部还没有发布推荐书目' },
  { kind: 'story', title: '生涯故事', listPath: 'careerStory', detailPath: 'career-story-detail', empty: '编辑部还没有发布生涯故事' },
  { kind: 'case', title: '生涯案例', listPath: 'careerCase', detailPath: 'career-case-detail', empty: '编辑部还没有发布生涯案例' },
  { kind: 'study', title: '学能课堂', listPath: 'studyCourse', detailPath: 'study-course-detail', empty: '编辑部还没有发布学能课堂的文章' },
  { kind: 'teaching', title: '生涯教案', listPath: 'careerTeaching', detailPath: 'career-teaching-detail', empty: '编辑部还没有发布生涯教案' },
  { kind: 'courseware', title: '生涯课件', listPath: 'careerCourseware', detailPath: 'career-courseware-detail', empty: '编辑部还没有发布生涯课件' },
];

/** The address of an item: /careerManagement/<detail>?id=…. */
export const readingItemPath = (k: ReadingKind, id: string) =>
  `/careerManagement/${k.detailPath ?? k.listPath}?id=${encodeURIComponent(id)}`;
