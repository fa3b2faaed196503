import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KEYWORD_MAX, normalizeKeyword, searchPath } from '@/lib/validation';
import { notify } from '@/lib/notify';

/** Header search: at most 20 characters, trimmed; Enter or the button goes to /search. */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const r = normalizeKeyword(text);
    if (!r.ok) {
      notify.warning(r.message);
      return;
    }
    setText(r.keyword);
    navigate(searchPath(r.keyword));
  };
  return (
    <form className="zy-search ui action input" role="search" onSubmit={submit} data-testid="header-search">
      <input
        type="text"
        value={text}
        maxLength={KEYWORD_MAX}
        placeholder="搜索院校、专业、职业、资讯"
        aria-label="搜索"
        onChange={(e) => setText(e.target.value.slice(0, KEYWORD_MAX))}
        data-testid="header-search-input"
      />
      <button type="submit" className="ui primary icon button" data-testid="header-search-button" aria-label="搜索">
        <i className="search icon" />
      </button>
    </form>
  );
}
