import { useMemo, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { checkSectionJson, sectionText } from '../lib/sections';

/** A section edited as JSON, checked as it is typed; only a valid value can be saved. */
export function JsonSectionEditor({ name, value, busy, onSave }: { name: string; value: unknown; busy: boolean; onSave: (v: unknown[]) => void }) {
  const initial = useMemo(() => sectionText(value), [value]);
  const [text, setText] = useState(initial);
  const checked = checkSectionJson(name, text);
  return (
    <div className="zy-admin-json" data-testid="admin-json">
      <textarea
        aria-label={`${name} 的 JSON`}
        rows={20}
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(checked.error)}
        data-testid="admin-json-input"
      />
      {checked.error ? (
        <p className="zy-admin-error" role="alert" data-testid="admin-json-error">
          {checked.error}
        </p>
      ) : (
        <p className="zy-muted zy-small" data-testid="admin-json-ok">
          格式正确，共 {checked.value?.length ?? 0} 项
        </p>
      )}
      <div className="zy-admin-actions">
        <Button type="button" disabled={busy || text === initial} content="还原" onClick={() => setText(initial)} />
        <Button type="button" primary loading={busy} disabled={busy || Boolean(checked.error) || text === initial} content="保存" onClick={() => checked.value && onSave(checked.value)} data-testid="admin-json-save" />
      </div>
    </div>
  );
}
