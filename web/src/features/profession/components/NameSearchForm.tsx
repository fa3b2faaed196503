import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input } from 'semantic-ui-react';
import { professionPaths } from '../lib/paths';

export const NAME_MAX = 30;

/** Search occupations by Chinese or English name; goes to /profession-seachlist?Name=. */
export function NameSearchForm({ initial = '' }: { initial?: string }) {
  const [name, setName] = useState(initial);
  const [hint, setHint] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    if (!value) {
      setHint('请输入职业名称');
      return;
    }
    setHint('');
    navigate(professionPaths.searchByName(value));
  };
  return (
    <form className="zy-prof-search" onSubmit={submit} data-testid="name-search-form">
      <div className="zy-inline-row">
        <Input
          value={name}
          maxLength={NAME_MAX}
          placeholder="输入职业名称，如：软件开发、护士、Accountant"
          onChange={(_e, d) => setName(String(d.value))}
          data-testid="name-search-input"
        />
        <Button type="submit" primary icon="search" content="搜索职业" data-testid="name-search-submit" />
      </div>
      {hint ? <p className="zy-prof-hint" data-testid="name-search-hint">{hint}</p> : null}
    </form>
  );
}
