import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { KEYWORD_MAX, normalizeKeyword, searchPath } from '@/lib/validation';
import { notify } from '@/lib/notify';
import { EmptyState } from '@/components/EmptyState';

const TABS = [
  { key: 'news', label: '资讯' },
  { key: 'college', label: '院校' },
  { key: 'major', label: '专业' },
  { key: 'profession', label: '职业' },
];

/** /search?keywords= — the keyword box and the four tabs; results land with the search feature. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keywords') ?? '';
  const [text, setText] = useState(keyword);
  const [tab, setTab] = useState('news');
  const navigate = useNavigate();
  useEffect(() => setText(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = normalizeKeyword(text);
    if (!r.ok) return notify.warning(r.message);
    navigate(searchPath(r.keyword));
  };
  return (
    <div className="zy-container zy-search-page" data-testid="search-page">
      <form className="ui action fluid input" onSubmit={submit}>
        <input value={text} maxLength={KEYWORD_MAX} onChange={(e) => setText(e.target.value.slice(0, KEYWORD_MAX))} placeholder="请输入关键词" data-testid="search-page-input" />
        <button type="submit" className="ui primary button" data-testid="search-page-button">搜索</button>
      </form>
      <div className="ui top attached tabular menu" role="tablist">
        {TABS.map((t) => (
          <a key={t.key} role="tab" className={`item${tab === t.key ? ' active' : ''}`} onClick={() => setTab(t.key)} data-testid={`search-tab-${t.key}`}>
            {t.label}
          </a>
        ))}
      </div>
      <Segment attached="bottom">
        <p data-testid="search-page-keyword">关键词：{keyword || '（无）'}</p>
        <EmptyState icon="search" text="搜索结果功能开发中……" testId="search-coming" />
      </Segment>
    </div>
  );
}
