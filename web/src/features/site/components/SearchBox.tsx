import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { KEYWORD_MAX, normalizeKeyword, searchPath } from '@/lib/validation';
import { notify } from '@/lib/notify';
import { useSuggestions } from '../hooks/useSuggestions';

const KIND_LABEL: Record<string, string> = { college: '院校', major: '专业', profession: '职业', news: '资讯' };

/**
 * Header search: at most 20 characters, trimmed; Enter or the button goes to /search. While one
 * types, the best colleges and majors are suggested (a combobox: arrows choose, Enter opens, Esc closes).
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const suggestions = useSuggestions(open ? text : '');
  const shown = open && suggestions.length > 0;
  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    navigate(path);
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (shown && active >= 0 && suggestions[active]) return go(suggestions[active].Link);
    const r = normalizeKeyword(text);
    if (!r.ok) {
      notify.warning(r.message);
      return;
    }
    setText(r.keyword);
    go(searchPath(r.keyword));
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') setOpen(false);
    if (!shown) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the typed text itself; the choice wraps around the list.
      setActive((i) => {
        const next = i + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    }
  };
  return (
    <form className="zy-search ui action input" role="search" onSubmit={submit} data-testid="header-search">
      <input
        type="text"
        value={text}
        maxLength={KEYWORD_MAX}
        placeholder="搜索院校、专业、职业、资讯"
        aria-label="搜索"
        role="combobox"
        aria-expanded={shown}
        aria-controls="zy-search-suggestions"
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `zy-suggest-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value.slice(0, KEYWORD_MAX));
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKey}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        data-testid="header-search-input"
      />
      <button type="submit" className="ui primary icon button" data-testid="header-search-button" aria-label="搜索">
        <i className="search icon" />
      </button>
      {shown ? (
        <ul className="zy-suggestions" id="zy-search-suggestions" role="listbox" data-testid="header-suggestions">
          {suggestions.map((s, i) => (
            <li
              key={`${s.Kind}-${s.Id}`}
              id={`zy-suggest-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => {
                e.preventDefault(); // keep the focus: the blur would close the list first
                go(s.Link);
              }}
              data-testid="header-suggestion"
            >
              <span className="zy-suggest-kind">{KIND_LABEL[s.Kind] ?? ''}</span>
              <span className="zy-suggest-title">{s.Title}</span>
              {s.Subtitle ? <span className="zy-suggest-sub">{s.Subtitle}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
