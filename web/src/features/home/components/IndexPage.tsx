import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { isLoggedInAtom } from '@/lib/session';
import { useHomeData } from '../hooks/useHomeData';
import { FriendLinks } from './FriendLinks';
import { HomeAds } from './HomeAds';
import { HomeArticles } from './HomeArticles';
import { HomeCountdown } from './HomeCountdown';
import { HomeEntries } from './HomeEntries';
import { HomeSearch } from './HomeSearch';
import { HomeToolBox } from './HomeToolBox';
import { QuickQuery } from './QuickQuery';
import { StudentPanel } from './StudentPanel';
import '../home.css';

/** A list of the answer; null while there is none (not loaded, or not a list). */
const listOf = <T,>(v: T[] | null | undefined): T[] | null => (Array.isArray(v) ? v : null);

/**
 * The home page (Web/GetHomeData for the visitor's province): the countdown and the search box,
 * the student's own panel, score → rank and recommendation in the province, the newest news and
 * notices, the banners, quick entries, the tool box and the friend links.
 */
export default function IndexPage() {
  const cfg = useAtomValue(webConfigAtom);
  const province = useAtomValue(examProvinceAtom);
  const signedIn = useAtomValue(isLoggedInAtom);
  const home = useHomeData(province?.ProvinceId ? Number(province.ProvinceId) : undefined);
  const d = home.data;
  // The sections are the operators' JSON: anything but a list shows nothing.
  const tools = (d && Array.isArray(d.ToolBox) ? d.ToolBox : null) ?? cfg?.ToolBox ?? [];
  return (
    <div className="zy-home" data-testid="home-page">
      <section className="zy-hero">
        <div className="zy-container">
          <h1>科学填报志愿，成就理想未来</h1>
          <p>
            {province ? `当前地区：${province.ProvinceName}` : '请选择您的高考地区'}
            {cfg?.WishYear ? ` · ${cfg.WishYear}年志愿填报` : ''}
          </p>
          <HomeCountdown countdown={d?.Countdown} />
          <HomeSearch />
        </div>
      </section>
      <div className="zy-container">
        {signedIn ? (
          <StudentPanel />
        ) : (
          <p className="zy-home-invite" data-testid="home-invite">
            <Link to="/login?redirect=/index">登录</Link>并填写高考信息后，首页会显示你的位次、本省批次线和下一步建议。
          </p>
        )}
        <QuickQuery />
        {home.error ? <p className="zy-muted" data-testid="home-error">{home.error.message}</p> : null}
        <div className="zy-home-columns">
          <HomeArticles kind="news" items={d ? (listOf(d.News) ?? []) : null} loading={home.loading} />
          <HomeArticles kind="notice" items={d ? (listOf(d.Notices) ?? []) : null} loading={home.loading} />
        </div>
        <HomeAds ads={listOf(d?.Ads)} />
        <HomeEntries />
        <HomeToolBox tools={tools} />
        <FriendLinks links={listOf(d?.FriendLinks)} />
      </div>
    </div>
  );
}
