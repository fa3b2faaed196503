import { Link } from 'react-router';
import { Icon, type SemanticICONS } from 'semantic-ui-react';

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

/** The home page's quick entries to the main tools. */
export function HomeEntries() {
  return (
    <section className="zy-entry-grid" aria-label="常用功能" data-testid="home-entries">
      {ENTRIES.map((e) => (
        <Link key={e.path} to={e.path} className="zy-entry" data-testid={`home-entry-${e.path.replace(/\//g, '')}`}>
          <Icon name={e.icon} size="big" />
          <strong>{e.title}</strong>
          <span>{e.desc}</span>
        </Link>
      ))}
    </section>
  );
}
