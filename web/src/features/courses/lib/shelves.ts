/**
 * Where a course catalogue is shown: the public 视频课程 and 在线学习 pages, and career
 * management's 生涯课堂 (one category) and 网络课堂. Each shelf opens its courses on its own
 * detail page, so a reader stays in the part of the site they came from.
 */
export interface CourseShelf {
  title: '视频课程' | '在线学习' | '生涯课堂' | '网络课堂';
  intro: string;
  listPath: string;
  detailPath: string;
  /** A shelf of one category hides the category filter and asks only for it. */
  category?: string;
  /** Inside career management the layout's menu places the page; the public pages show crumbs. */
  career?: boolean;
}

/** The category an operator gives a course for it to appear under 生涯管理 › 生涯课堂. */
export const CAREER_COURSE_CATEGORY = '生涯课堂';

export const SHELVES = {
  videolist: {
    title: '视频课程',
    intro: '本站编辑制作的志愿填报与升学规划课程，标有“免费试看”的课时无需开通会员即可学习。',
    listPath: '/videolist',
    detailPath: '/study-detail',
  },
  study: {
    title: '在线学习',
    intro: '选一门课程开始学习：免费课时人人可学，会员课程的其余课时开通会员后可学。',
    listPath: '/study',
    detailPath: '/study-detail',
  },
  careerCourse: {
    title: '生涯课堂',
    intro: `生涯规划的课程：认识自己、了解专业与职业、做出选择。编辑把课程归入“${CAREER_COURSE_CATEGORY}”分类后会列在这里。`,
    listPath: '/careerManagement/careerCourse',
    detailPath: '/careerManagement/video-detail',
    category: CAREER_COURSE_CATEGORY,
    career: true,
  },
  videoList: {
    title: '网络课堂',
    intro: '本站全部课程，按分类、年级和关键词查找；免费课时人人可学，会员课程的其余课时开通会员后可学。',
    listPath: '/careerManagement/video-list',
    detailPath: '/careerManagement/video-detail',
    career: true,
  },
} satisfies Record<string, CourseShelf>;
