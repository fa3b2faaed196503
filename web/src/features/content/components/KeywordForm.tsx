import { useEffect, useState, type FormEvent } from 'react';
import { FILTER_MAX, cleanKeyword } from '../lib/keyword';

/**
 * A keyword box of at most 20 characters: the news title filter and the help search. A blank
 * keyword submits '' (the list without the filter) unless `required`, which then shows `emptyMessage`.
 */
export function KeywordForm({ keyword, onSubmit, label, placeholder, testId, required = false }: {
  keyword: string;
  onSubmit: (keyword: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  required?: boolean;
}) {
  const [text, setText] = useState(keyword);
  const [hint, setHint] = useState('');
  useEffect(() => setText(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = cleanKeyword(text);
    if (required && !k) {
      setHint('请输入关键词');
      return;
    }
    setHint('');
    setText(k);
    onSubmit(k);
  };
  return (
    <form className="zy-keyword-form" role="search" aria-label={label} onSubmit={submit} data-testid={testId}>
      <div className="ui action fluid input">
        <input
          type="search"
          value={text}
          maxLength={FILTER_MAX}
          onChange={(e) => setText(Array.from(e.target.value).slice(0, FILTER_MAX).join(''))}
          placeholder={placeholder}
          aria-label={label}
          aria-describedby={hint ? `${testId}-hint` : undefined}
          data-testid={`${testId}-input`}
        />
        <button type="submit" className="ui primary button" data-testid={`${testId}-button`}>
          搜索
        </button>
      </div>
      {hint ? (
        <p className="zy-keyword-hint" id={`${testId}-hint`} role="alert" data-testid={`${testId}-hint`}>
          {hint}
        </p>
      ) : null}
    </form>
  );
}
