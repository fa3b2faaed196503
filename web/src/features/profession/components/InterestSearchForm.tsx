import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input } from 'semantic-ui-react';
import { INTEREST_CODE_MAX, interestCodeError, normaliseInterestCode, toggleLetter } from '../lib/interest-code';
import { professionPaths } from '../lib/paths';
import { INTEREST_TYPES } from '../lib/riasec';

/**
 * Search by Holland interest code: type 1–3 letters or click the six types (in order of
 * preference); goes to /profession-seachlist?InterestCode=.
 */
export function InterestSearchForm({ initial = '', explain = true }: { initial?: string; explain?: boolean }) {
  const [code, setCode] = useState(normaliseInterestCode(initial));
  const [hint, setHint] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = interestCodeError(code);
    setHint(error ?? '');
    if (!error) navigate(professionPaths.searchByCode(code));
  };
  return (
    <form className="zy-prof-search" onSubmit={submit} data-testid="interest-search-form">
      <div className={`zy-prof-types${explain ? ' explain' : ''}`}>
        {INTEREST_TYPES.map((t) => {
          const at = code.indexOf(t.letter);
          return (
            <button
              key={t.letter}
              type="button"
              className={`zy-prof-type${at >= 0 ? ' active' : ''}`}
              aria-pressed={at >= 0}
              onClick={() => setCode(toggleLetter(code, t.letter))}
              data-testid={`interest-type-${t.letter}`}
              title={t.hint}
            >
              <span className={`zy-prof-letter zy-riasec-${t.letter}`}>{t.letter}</span>
              <span className="zy-prof-type-name">{t.name}</span>
              {at >= 0 ? <span className="zy-prof-type-order">第 {at + 1} 位</span> : null}
              {explain ? <span className="zy-prof-type-hint">{t.hint}</span> : null}
            </button>
          );
        })}
      </div>
      <div className="zy-inline-row">
        <Input
          value={code}
          placeholder={`输入 1～${INTEREST_CODE_MAX} 个字母，如 IC、SAE`}
          onChange={(_e, d) => setCode(normaliseInterestCode(String(d.value)))}
          data-testid="interest-search-input"
        />
        <Button type="submit" primary icon="search" content="按兴趣代码查找" data-testid="interest-search-submit" />
      </div>
      {hint ? <p className="zy-prof-hint" data-testid="interest-search-hint">{hint}</p> : null}
    </form>
  );
}
