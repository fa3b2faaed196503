import { useState } from 'react';
import { Button, Table } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { ScrollTable } from '@/components/ScrollTable';
import { notify } from '@/lib/notify';
import { useLoad } from '@/lib/use-load';
import type { Param } from '@/types/api';
import { getParams } from '../api/get-params';
import { setSiteParam } from '../api/set-site-param';
import { PARAM_NAMES } from '../lib/params';

/** The SPEC's parameters (Config/WebConfig's ParamList), each saved on its own. */
export function ParamEditor() {
  const [round, setRound] = useState(0);
  // Rows start afresh from a new reading only (see SectionPanel).
  const params = useLoad(() => getParams().then((list) => ({ round, list })), `params:${round}`);
  if (params.error) return <p className="zy-admin-error">{params.error.message}</p>;
  if (!params.data) return <PageLoader />;
  return (
    <ScrollTable compact celled className="zy-admin-params" data-testid="admin-params">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>参数</Table.HeaderCell>
          <Table.HeaderCell>值</Table.HeaderCell>
          <Table.HeaderCell>操作</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {params.data.list.map((p) => (
          <ParamRow key={`${p.ParamKey}:${params.data!.round}`} param={p} onSaved={() => setRound((r) => r + 1)} />
        ))}
      </Table.Body>
    </ScrollTable>
  );
}

function ParamRow({ param, onSaved }: { param: Param; onSaved: () => void }) {
  const [value, setValue] = useState(param.ParamValue ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await setSiteParam(param.ParamKey, value);
      notify.success(`已保存 ${param.ParamKey}`);
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table.Row data-testid={`admin-param-${param.ParamKey}`}>
      <Table.Cell>
        <code>{param.ParamKey}</code>
        {PARAM_NAMES[param.ParamKey] ? <div className="zy-muted zy-small">{PARAM_NAMES[param.ParamKey]}</div> : null}
      </Table.Cell>
      <Table.Cell>
        <input className="zy-admin-cell-input" aria-label={param.ParamKey} value={value} onChange={(e) => setValue(e.target.value)} data-testid="admin-param-value" />
        {error ? <div className="zy-admin-error">{error}</div> : null}
      </Table.Cell>
      <Table.Cell>
        <Button type="button" size="mini" primary loading={busy} disabled={busy || value === (param.ParamValue ?? '')} content="保存" onClick={() => void save()} data-testid="admin-param-save" />
      </Table.Cell>
    </Table.Row>
  );
}
