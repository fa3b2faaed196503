import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import { examProvinceAtom, webConfigAtom } from '@/lib/site-config';
import { isLoggedInAtom } from '@/lib/session';
import { StudentPanel } from './StudentPanel';
import '../home.css';

const ENTRIES: { title: string; desc: string; path: string; icon: SemanticICONS }[] = [
  { title: '查大学', desc: '院校库、排名与对比', path: '/query/college', icon: 'university' },
  { title: '查专业', desc: '专业介绍与开设院校', path: '/query/major', icon: 'book' },
  { title: '查职业', desc: '职业与行业前景', path: '/profession', icon: 'briefcase' },
  { title: '招生计划', desc: '历年招生计划查询', path: '/admissionplansearch', icon: 'calendar alternate outline' },
  { title: '录取分数', desc: '院校与专业录取数据', path: '/admissioncollegeandmajorsearch', icon: 'chart line' },
  { title: '志愿推荐', desc: '按分数智能推荐', path: '/recommend-start', icon: 'magic' },
  { title: '生涯测评', desc: '兴趣与性格倾向测评', path: '/test', icon: 'compass outline' },
  { title: '新高考选科', desc: '选科分析与建议', path: '/choose-subject', icon: 'sitemap' },
];

function ToolIcon({ icon }: { icon?: string }) {
  if (icon && /^(https?:|data:|\/)/.test(icon)) return <img src={icon} alt="" className="zy-tool-img" />;
  return <i className={`${icon || 'cube'} icon big`} />;
}

/** The home page: quick entries and the configured tool box. */
export default function IndexPage() {
  const cfg = useAtomValue(webConfigAtom);
  const province = useAtomValue(examProvinceAtom);
  const tools = cfg?.ToolBox ?? [];
  const signedIn = useAtomValue(isLoggedInAtom);
  return (
    <div className="zy-home" data-testid="home-page">
      <section className="zy-hero">
        <div className="zy-container">
          <h1>科学填报志愿，成就理想未来</h1>
          <p>
            {province ? `当前地区：${province.ProvinceName}` : '请选择您的高考地区'}
            {cfg?.WishYear ? ` · ${cfg.WishYear}年志愿填报` : ''}
          </p>
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
        <section className="zy-entry-grid" data-testid="home-entries">
          {ENTRIES.map((e) => (
            <Link key={e.path} to={e.path} className="zy-entry" data-testid={`home-entry-${e.path.replace(/\//g, '')}`}>
              <Icon name={e.icon} size="big" />
              <strong>{e.title}</strong>
              <span>{e.desc}</span>
            </Link>
          ))}
        </section>
        {tools.length ? (
          <section className="zy-toolbox" data-testid="home-toolbox">
            <h3>工具箱</h3>
            <div className="zy-tool-grid">
              {tools.map((t) => (
                <Link key={`${t.Name}-${t.Path}`} to={t.Path || '/develop'} className="zy-tool" data-testid="home-tool">
                  <ToolIcon icon={t.Icon} />
                  <span>{t.Name}</span>
                </Link>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
