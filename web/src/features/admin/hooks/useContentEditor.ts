// The editor's state: the form against the revision it was loaded from, saving (a new item, or a
// new revision of the Version last seen) and the workflow steps; a change someone else made
// meanwhile (409) becomes a conflict the operator resolves by reloading.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiCode, ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { publishContent } from '../api/publish-content';
import { returnContent } from '../api/return-content';
import { saveContent } from '../api/save-content';
import { submitContent } from '../api/submit-content';
import { withdrawContent } from '../api/withdraw-content';
import { emptyForm, formOf, formProblems, sameForm, toInput, type ContentForm } from '../lib/form';
import { ACTION_NAMES, type Action } from '../lib/roles';
import type { Detail, Kind } from '../types';
import { useContentDetail } from './useContentDetail';
import { useLeaveGuard } from './useLeaveGuard';

export interface StepInput {
  reason?: string;
  /** PublishContent's At: "" now, else Beijing "YYYY-MM-DD HH:mm". */
  at?: string;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function useContentEditor(kind: Kind, id: string | null) {
  const { detail, error: loadError, loading, reload } = useContentDetail(id);
  const navigate = useNavigate();
  const [saved, setSaved] = useState<ContentForm>(emptyForm);
  const [form, setForm] = useState<ContentForm>(emptyForm);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  /** The body the operator had not saved when they reloaded after a conflict. */
  const [lostBody, setLostBody] = useState<string | null>(null);

  // A newly loaded revision replaces the form in the same render (no frame of an empty form).
  const [loadedFrom, setLoadedFrom] = useState<Detail | null>(null);
  if (detail && detail !== loadedFrom) {
    const f = formOf(detail);
    setLoadedFrom(detail);
    setSaved(f);
    setForm(f);
  }

  const dirty = !sameForm(form, saved);
  const guard = useLeaveGuard(dirty);
  const change = useCallback((patch: Partial<ContentForm>) => setForm((f) => ({ ...f, ...patch })), []);

  const fail = (e: unknown) => {
    if (id && e instanceof ApiError && e.code === ApiCode.Conflict) setConflict(e.message);
    else setError(message(e));
  };

  const save = async () => {
    const problems = formProblems(form, kind, !id);
    if (problems.length) {
      setError(problems.join('；'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await saveContent(toInput(form, kind, id, detail?.Version ?? 0));
      notify.success('已保存为草稿');
      if (!id && r.ID) {
        guard.allow(); // saved: on to the new item's own address
        navigate(`/admin/${kind}/${encodeURIComponent(r.ID)}`, { replace: true });
      }
      else await reload();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const step = async (action: Action, input: StepInput = {}) => {
    if (!detail) return false;
    setBusy(true);
    setError(null);
    try {
      const { Id, Version } = detail;
      if (action === 'submit') await submitContent(Id, Version);
      else if (action === 'publish') await publishContent(Id, Version, input.at ?? '');
      else if (action === 'return') await returnContent(Id, Version, input.reason ?? '');
      else await withdrawContent(Id, Version, input.reason ?? '');
      notify.success(action === 'publish' && input.at ? `已排期，将于 ${input.at} 发布` : `已${ACTION_NAMES[action]}`);
      await reload();
      return true;
    } catch (e) {
      fail(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** After a conflict: the item as it is now; an unsaved body is kept aside to copy from. */
  const reloadNow = async () => {
    if (dirty && form.body !== saved.body) setLostBody(form.body);
    setConflict(null);
    setError(null);
    await reload();
  };

  return { detail, loadError, loading, form, change, dirty, busy, error, conflict, lostBody, save, step, reloadNow, dismissLost: () => setLostBody(null) };
}
