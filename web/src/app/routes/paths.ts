// Every route of SPEC §2, with its Chinese title. Routes not built yet render the
// /develop page with their title.

export type RouteTitle = [path: string, title: string];

/** Routes under the common layout (header, body, footer), incl. the assessment routes. */
export const COMMON_ROUTES: RouteTitle[] = [
  ['/choose-subject', '新高考选科'],
  ['/industry', '行业'],
  ['/industry-detail', '行业详情'],
  ['/profession', '职业库'],
  ['/profession-list', '职业列表'],
  ['/profession-typelist', '职业分类'],
  ['/profession-detail', '职业详情'],
  ['/profession-seachlist', '职业搜索'],
  ['/specialty', '专业库'],
  ['/specialty-list', '专业列表'],
  ['/specialty-detail', '专业详情'],
  ['/university', '院校库'],
  ['/university-detail', '院校详情'],
  ['/college-compareCollege', '院校对比'],
  ['/constitution-details', '招生章程'],
  ['/enroll-plan', '招生计划'],
  ['/enroll-plan-info', '招生计划详情'],
  ['/enroll-data', '录取数据'],
  ['/enroll-data-info', '录取数据详情'],
  ['/specialty-rank', '专业排名'],
  ['/college-rank', '院校排名'],
  ['/query-batch', '批次线查询'],
  ['/query-rank', '位次查询'],
  ['/test', '生涯测评'],
  ['/MBTI', '16型性格倾向测评'],
  ['/holland-test', '霍兰德职业兴趣测评'],
  ['/personality-test', '大五人格测评'],
  ['/exam-test', '选科测评'],
  ['/exam-test-tips', '选科测评说明'],
  ['/exam-test/choose-province', '选科测评 · 选择省份'],
  ['/exam-test/enter-content', '选科测评 · 测评内容'],
  ['/exam-test/new-test-content', '选科测评 · 新高考测评'],
  ['/enter-path', '升学路径测评'],
  ['/test-tips', '测评说明'],
  ['/test-content', '测评题目'],
];

/** Main routes without a page of their own yet. */
export const MAIN_DEVELOP_ROUTES: RouteTitle[] = [
  ['/contrast', '对比'],
  ['/ai', 'AI 智能问答'],
  ['/noticelist', '通知公告'],
  ['/noticedetail', '公告详情'],
  ['/newslist', '高考资讯'],
  ['/newsdetail', '资讯详情'],
  ['/allround', '综合测评'],
  ['/allround-answer', '综合测评答题'],
  ['/new-holland', '霍兰德职业兴趣测评'],
  ['/holland-answer', '霍兰德测评答题'],
  ['/new-MBTI', '16型性格倾向测评'],
  ['/MBTI-answer', '16型性格倾向测评答题'],
  ['/expertlist', '专家团队'],
  ['/expertdetail', '专家详情'],
  ['/risenewslist', '升学资讯'],
  ['/risenewsdetail', '升学资讯详情'],
  ['/videolist', '视频课程'],
  ['/helpcenter', '帮助中心'],
  ['/content', '内容详情'],
  ['/query/college', '查大学'],
  ['/query/compare', '院校对比'],
  ['/query/collegedetail', '院校详情'],
  ['/query/collegerank', '院校排名'],
  ['/query/articledetail', '文章详情'],
  ['/query/major', '查专业'],
  ['/query/majorlist', '专业列表'],
  ['/query/majordetail', '专业详情'],
  ['/query/majorrank', '专业排名'],
  ['/admissionplansearch', '招生计划查询'],
  ['/admissioncollegeandmajorsearch', '院校专业录取查询'],
  ['/study', '在线学习'],
  ['/study-detail', '在线学习详情'],
];

/** 志愿推荐 pages (public; web/src/features/recommend/routes.tsx). */
export const RECOMMEND_ROUTES: RouteTitle[] = [
  ['/recommend-start', '志愿推荐'],
  ['/recommend-index', '推荐结果'],
  ['/statistics', '志愿统计'],
  ['/choose-wish', '志愿填报'],
  ['/new-exam', '新高考志愿填报'],
];

/**
 * Login-required routes outside the personal center (SPEC §2 list, the 测评 result pages: a
 * result is its student's only, and 专家入驻: an application is its user's). Built ones are
 * registered by their feature's protected-routes.tsx (分数诊断, 志愿表, 测评结果, 专家入驻).
 */
export const PROTECTED_DEVELOP_ROUTES: RouteTitle[] = [
  ['/diagnosis', '分数诊断'],
  ['/diagnosis-info', '诊断详情'],
  ['/wishtable', '志愿表'],
  ['/wish-table', '志愿表'],
  ['/wish-detail', '志愿表详情'],
  ['/wish-result', '志愿表结果'],
  ['/download', '志愿表下载打印'],
  ['/online-print', '在线打印'],
  ['/holland-result', '霍兰德测评结果'],
  ['/MBTI-result', '16型性格倾向测评结果'],
  ['/test-result', '测评结果'],
  ['/exam-test/sort-score', '选科测评结果'],
  ['/submit-test', '升学路径测评结果'],
  ['/allround-result', '综合测评结果'],
  ['/expertsettlein', '专家入驻'],
];

/** Career management children (relative to /careerManagement). */
export const CAREER_CHILD_ROUTES: RouteTitle[] = [
  ['careerplan', '生涯规划书'],
  ['learningplan', '学习计划'],
  ['entrancematters', '升学事项'],
  ['targetlocation', '目标定位'],
  ['recomBook', '推荐书籍'],
  ['careerStory', '生涯故事'],
  ['career-story-detail', '生涯故事详情'],
  ['careerCase', '生涯案例'],
  ['career-case-detail', '生涯案例详情'],
  ['studyCourse', '学能课堂'],
  ['study-course-detail', '学能课堂详情'],
  ['careerTeaching', '生涯教案'],
  ['career-teaching-detail', '生涯教案详情'],
  ['careerCourseware', '生涯课件'],
  ['career-courseware-detail', '生涯课件详情'],
  ['careerCourse', '生涯课堂'],
  ['videoCourse', '网络课堂'],
  ['video-list', '网络课堂列表'],
  ['video-detail', '网络课堂详情'],
];

/**
 * Built career children: the student's own 生涯规划书, 学习计划 and 目标定位, login required
 * (features/career/protected-routes.tsx); the reading, the courses and 升学事项 are open to everyone.
 */
export const CAREER_PROTECTED_PATHS = ['careerplan', 'learningplan', 'targetlocation'];

/**
 * Built career children open to everyone: the reading lists and their item pages
 * (features/career/reading: 推荐书籍, 生涯故事, 生涯案例, 学能课堂, 生涯教案, 生涯课件).
 */
export const CAREER_READING_PATHS = [
  'recomBook', 'careerStory', 'career-story-detail', 'careerCase', 'career-case-detail', 'studyCourse', 'study-course-detail',
  'careerTeaching', 'career-teaching-detail', 'careerCourseware', 'career-courseware-detail',
];

/**
 * Built career children on the courses (features/courses/career): 生涯课堂 and 网络课堂 with its
 * catalogue and course page, open to everyone.
 */
export const CAREER_COURSE_PATHS = ['careerCourse', 'videoCourse', 'video-list', 'video-detail'];

/** 升学事项 (features/career/matters), open to everyone: the signed-in student's province first. */
export const CAREER_MATTERS_PATHS = ['entrancematters'];

/** Personal center children (all login-required). */
export const PERSONAL_PATHS = ['/userinfo', '/examinee', '/openvip', '/setpwd', '/setaccount', '/wish-list', '/test-list', '/account-history', '/setRealScore'];

/** SPEC §2 login-required paths plus the personal center. */
export const PROTECTED_PATHS = ['/personal', ...PERSONAL_PATHS, ...PROTECTED_DEVELOP_ROUTES.map(([p]) => p)];

/** Built pages among the main routes. */
export const BUILT_MAIN_PATHS = ['/', '/index', '/refresh', '/redirect', '/develop', '/login', '/search'];

/** Every path of SPEC §2 that the router registers (for tests). */
export function allSpecPaths(): string[] {
  return [
    ...BUILT_MAIN_PATHS,
    ...COMMON_ROUTES.map(([p]) => p),
    ...MAIN_DEVELOP_ROUTES.map(([p]) => p),
    ...RECOMMEND_ROUTES.map(([p]) => p),
    ...PROTECTED_PATHS,
    '/careerManagement',
    ...CAREER_CHILD_ROUTES.map(([p]) => `/careerManagement/${p}`),
  ];
}
