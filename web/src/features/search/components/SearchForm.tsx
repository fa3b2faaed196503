import { useEffect, useState, type FormEvent } from 'react';
import { KEYWORD_MAX, normalizeKeyword } from '@/lib/validation';
import { notify } from '@/lib/notify';

/** The keyword box of the search page: at most 20 characters; a blank keyword is refused with a message. */
export function SearchForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = normalizeKeyword(text);
    if (!r.ok) {
      notify.warning(r.message);
      return;
    }
    onSearch(r.keyword);
  };
  return (
    <form className="ui action fluid input" role="search" onSubmit={submit} data-testid="search-page-form">
      <input
        value={text}
        maxLength={KEYWORD_MAX}
        onChange={(e) => setText(e.target.value.slice(0, KEYWORD_MAX))}
        placeholder="请输入院校、专业、职业或资讯的关键词"
        aria-label="搜索关键词"
        data-testid="search-page-input"
      />
      <button type="submit" className="ui primary button" data-testid="search-page-button">
        搜索
      </button>
    </form>
  );
}
