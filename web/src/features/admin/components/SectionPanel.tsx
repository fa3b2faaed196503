import { useState } from 'react';
import { Message } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/lib/notify';
import { useLoad } from '@/lib/use-load';
import { getSiteSection } from '../api/get-site-section';
import { saveSiteSection } from '../api/save-site-section';
import { sectionDef } from '../lib/sections';
import { JsonSectionEditor } from './JsonSectionEditor';
import { RowsEditor } from './RowsEditor';

/** One section: loaded (after this client's last write), edited in rows or as JSON, saved whole. */
export function SectionPanel({ name }: { name: string }) {
  const def = sectionDef(name);
  const [round, setRound] = useState(0);
  // The answer carries the round it was read in: the editor starts afresh from a new reading only
  // (while the next one loads, the previous answer is still shown).
  const section = useLoad(() => getSiteSection(name).then((value) => ({ round, value })), `${name}:${round}`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (value: unknown[]) => {
    setBusy(true);
    setError(null);
    try {
      await saveSiteSection(name, value, section.data?.value ?? []);
      notify.success(`已保存${def.label}`);
      setRound((r) => r + 1);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="zy-admin-section" data-testid={`admin-section-${name}`}>
      {def.hint ? <p className="zy-muted">{def.hint}</p> : null}
      {name === 'ScriptInjectList' ? (
        <Message negative data-testid="admin-script-warning">
          <Message.Header>注意：注入的脚本会在每一位读者的页面中运行</Message.Header>
          <p>错误或恶意的脚本会影响全站所有访问者（窃取登录信息、篡改页面）。只添加来源可信、经过审查的脚本。</p>
        </Message>
      ) : null}
      {error ? (
        <Message negative data-testid="admin-section-error">
          {error}
        </Message>
      ) : null}
      {section.error ? <p className="zy-admin-error">{section.error.message}</p> : null}
      {section.data === null ? (
        section.loading ? <PageLoader /> : null
      ) : def.columns ? (
        <RowsEditor key={section.data.round} def={def} value={section.data.value} busy={busy} onSave={save} />
      ) : (
        <JsonSectionEditor key={section.data.round} name={name} value={section.data.value} busy={busy} onSave={save} />
      )}
    </div>
  );
}
