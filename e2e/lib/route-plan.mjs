// The pages the browser tests visit: every built feature route with a sample query, and the
// element each must show. routes.test.mjs checks each renders; phone.test.mjs that none
// scrolls sideways on a phone.
import { specRoutes } from './app.mjs';

/** A recommendation query (广东 2026 物理类 物理+化学+生物 600) for the pages that show one. */
export const RECOMMEND_QUERY = 'province=44&year=2026&track=物理&subj=物理,化学,生物&score=600';

// Feature pages that are built (web/src/features/*/routes.tsx) and the element each must show;
// these paths leave the /develop placeholder list.
export const FEATURE_PAGES = {
  '/test': 'test-hub-page', '/holland-test': 'test-intro-page', '/new-holland': 'test-intro-page', '/personality-test': 'test-intro-page',
  '/MBTI': 'test-intro-page', '/new-MBTI': 'test-intro-page', '/holland-answer': 'test-answer-page', '/MBTI-answer': 'test-answer-page',
  '/test-content?bank=bigfive': 'test-answer-page', '/test-stats': 'test-stats-page', '/test-tips': 'test-tips-page',
  '/choose-subject': 'choose-subject-page', '/exam-test': 'test-intro-page', '/exam-test-tips': 'exam-tips-page',
  '/exam-test/choose-province': 'exam-province-page', '/exam-test/enter-content': 'exam-content-page',
  '/exam-test/new-test-content': 'test-answer-page', '/enter-path': 'test-intro-page', '/allround': 'test-intro-page',
  '/allround-answer': 'test-answer-page',
  '/university': 'university-page', '/query/college': 'university-page',
  '/university-detail?id=10001': 'college-detail-page', '/query/collegedetail?id=10001': 'college-detail-page',
  '/college-compareCollege': 'compare-page', '/query/compare': 'compare-page',
  '/college-rank': 'rank-page', '/query/collegerank': 'rank-page',
  '/specialty': 'major-catalog-page', '/query/major': 'major-catalog-page',
  '/specialty-list?code=08': 'major-list-page', '/query/majorlist?code=0809': 'major-list-page',
  '/specialty-detail?id=080901': 'major-detail-page', '/query/majordetail?id=080901': 'major-detail-page',
  '/specialty-rank': 'major-rank-page', '/query/majorrank': 'major-rank-page',
  '/profession': 'profession-home', '/profession-list': 'profession-list-page',
  '/profession-typelist': 'profession-typelist-page', '/profession-seachlist?Name=工程师': 'profession-search-page',
  '/profession-detail?ID=15-1252.00': 'profession-detail-page', '/industry': 'industry-page',
  '/industry-detail?id=15': 'industry-detail-page',
  '/profession-dadian': 'occupation-browse-page', '/profession-detail?ID=2-02-10-03': 'profession-detail-page',
  '/specialty?level=zk': 'major-catalog-page', '/specialty-detail?id=510201': 'major-detail-page',
  '/query-rank': 'query-rank-page', '/query-batch': 'query-batch-page',
  '/enroll-data': 'enroll-data-page', '/admissioncollegeandmajorsearch': 'admission-search-page',
  '/enroll-data-info?id=10001&province=44': 'enroll-data-info-page', '/enroll-plan': 'enroll-plan-page',
  '/admissionplansearch': 'enroll-plan-page', '/agreement': 'policy-page', '/privacy': 'policy-page', '/enroll-plan-info?id=10001&province=44': 'enroll-plan-info-page',
  '/recommend-start': 'recommend-start-page', [`/recommend-index?${RECOMMEND_QUERY}`]: 'recommend-index-page',
  [`/statistics?${RECOMMEND_QUERY}`]: 'statistics-page', [`/choose-wish?${RECOMMEND_QUERY}`]: 'choose-wish-page',
  [`/new-exam?${RECOMMEND_QUERY}`]: 'new-exam-page',
  '/newslist': 'news-list-page', '/newsdetail?id=news-tool-recommend': 'news-detail-page', '/noticelist': 'notice-list-page',
  '/noticedetail?id=notice-rank-44-2026': 'notice-detail-page', '/helpcenter': 'help-center-page',
  '/helpcenter?id=help-change-or-reset-password': 'help-center-page', '/content?code=data-sources': 'content-page',
  '/risenewslist': 'rise-list-page', '/risenewsdetail?id=rise-paths-overview': 'rise-detail-page',
  // No charter ships with the portal: the page of an unknown one says so.
  '/constitution-details?id=charter-none': 'charter-page',
  // No expert ships with the portal: the list's empty state, and an expert's page for an unknown id (专家不存在).
  '/expertlist': 'expert-list-page', '/expertdetail?id=0123456789abcdef': 'expert-detail-page',
  // No course ships with the portal: the catalogue's empty state, and a course's page for an unknown id (课程不存在或已下线).
  '/videolist': 'course-list-page', '/study': 'course-list-page', '/study-detail?id=no-such-course': 'course-detail-page',
  // AI 智能问答: a visitor reads what it answers and is asked to log in; a revoked or unknown share link says so.
  '/ai': 'chat-intro', '/ai?share=no-such-share-link-000000': 'chat-share-gone',
};

/** Every route a visitor can open, as paths with a sample query where the page needs one. */
export function publicPaths() {
  const routes = specRoutes();
  const built = Object.keys(FEATURE_PAGES);
  const builtPaths = new Set(built.map((p) => p.split('?')[0]));
  return [
    '/index', '/login', '/search?keywords=北京大学', '/develop',
    ...[...routes.common, ...routes.mainDevelop].map(([p]) => p).filter((p) => !builtPaths.has(p)),
    ...built,
    ...routes.career.map(([p]) => `/careerManagement/${p}`),
  ];
}

/** The routes behind the login (personal center and the rest). */
export function protectedPaths() {
  const routes = specRoutes();
  return [...routes.personal, ...routes.protectedDevelop.map(([p]) => p), ...routes.careerProtected.map((p) => `/careerManagement/${p}`)];
}
