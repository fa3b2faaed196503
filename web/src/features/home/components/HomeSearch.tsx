import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KEYWORD_MAX, normalizeKeyword, searchPath } from '@/lib/validation';
import { notify } from '@/lib/notify';

/** The home page's search box: like the header's, at most 20 characters, trimmed, to /search. */
export function HomeSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = normalizeKeyword(text);
    if (!r.ok) {
      notify.warning(r.message);
      return;
    }
    navigate(searchPath(r.keyword));
  };
  return (
    <form className="zy-home-search ui action fluid input" role="search" aria-label="全站搜索" onSubmit={submit} data-testid="home-search">
      <input
        type="search"
        value={text}
        maxLength={KEYWORD_MAX}
        onChange={(e) => setText(e.target.value.slice(0, KEYWORD_MAX))}
        placeholder="搜索院校、专业、职业、资讯"
        aria-label="搜索院校、专业、职业、资讯"
        data-testid="home-search-input"
      />
      <button type="submit" className="ui primary button" data-testid="home-search-button">
        搜索
      </button>
    </form>
  );
}
