// The document title of each route (SPEC §2 titles), so a tab, a bookmark and the browser history
// say which page they are. A detail page refines its own with useDocumentTitle (the college's name).
import { withSiteTitle } from '@/lib/use-document-title';
import { CAREER_CHILD_ROUTES, COMMON_ROUTES, MAIN_DEVELOP_ROUTES, PROTECTED_DEVELOP_ROUTES, RECOMMEND_ROUTES } from './paths';

const OWN: Record<string, string> = {
  '/': '首页', '/index': '首页', '/login': '登录 / 注册', '/search': '搜索', '/develop': '功能开发中',
  '/personal': '个人中心', '/userinfo': '基本信息', '/examinee': '高考成绩', '/openvip': '开通会员', '/setpwd': '密码设置',
  '/setaccount': '账号设置', '/wish-list': '我的志愿表', '/test-list': '我的测评', '/account-history': '操作记录',
  '/setRealScore': '录入真实成绩', '/profession-dadian': '职业分类大典', '/careerManagement': '生涯管理',
  '/agreement': '用户协议', '/privacy': '隐私政策', '/test-stats': '大家的测评',
};

const TITLES: Record<string, string> = Object.fromEntries([
  ...COMMON_ROUTES, ...MAIN_DEVELOP_ROUTES, ...RECOMMEND_ROUTES, ...PROTECTED_DEVELOP_ROUTES,
  ...CAREER_CHILD_ROUTES.map(([p, t]) => [`/careerManagement/${p}`, t] as [string, string]),
  ...Object.entries(OWN),
].map(([p, t]) => [p.toLowerCase(), t]));

/** "<page> - 高考志愿填报" for a path, the site's name alone for one without a title. */
export function documentTitle(pathname: string): string {
  return withSiteTitle(TITLES[pathname.toLowerCase()]);
}
