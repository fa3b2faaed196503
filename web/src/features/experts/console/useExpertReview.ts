// A review in the console: the record and its editable profile (a waiting revision's, when one
// waits), and the steps (通过 with the corrected profile — which approves a revision —, 不通过,
// 退回修改, 暂停, 恢复), each at the Version the reviewer read. A step taken by
// someone else meanwhile (409) asks for a reload; other refusals (the claims check) show inline.
import { useState } from 'react';
import { ApiCode, ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useReloadable } from '../hooks/useReloadable';
import { formOfRevision, profileProblems, toProfile, type ProfileForm } from '../lib/profile-form';
import type { ConsoleDetail } from '../types';
import { approveExpert } from './api/approve-expert';
import { getExpert } from './api/get-expert';
import { rejectExpert } from './api/reject-expert';
import { restoreExpert } from './api/restore-expert';
import { returnRevision } from './api/return-revision';
import { suspendExpert } from './api/suspend-expert';

export type Step = 'approve' | 'reject' | 'suspend' | 'restore' | 'return';

const DONE: Record<Step, string> = { approve: '已通过', reject: '已退回申请', suspend: '已暂停', restore: '已恢复', return: '已退回资料修改' };

export function useExpertReview(id: string) {
  const detail = useReloadable<ConsoleDetail>(() => getExpert(id), id || null);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [loadedFrom, setLoadedFrom] = useState<ConsoleDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  // A newly read record replaces the form in the same render.
  if (detail.data && detail.data !== loadedFrom) {
    setLoadedFrom(detail.data);
    setForm(formOfRevision(detail.data.Record));
  }

  const step = async (s: Step, reason = ''): Promise<boolean> => {
    const r = detail.data?.Record;
    if (!r || !form) return false;
    if (s === 'approve') {
      const problems = profileProblems(form, false);
      if (problems.length) {
        setError(problems.join('；'));
        return false;
      }
    }
    setBusy(true);
    setError(null);
    setConflict(false);
    try {
      if (s === 'approve') await approveExpert(r.Id, r.Version, toProfile(form));
      else if (s === 'reject') await rejectExpert(r.Id, r.Version, reason);
      else if (s === 'suspend') await suspendExpert(r.Id, r.Version, reason);
      else if (s === 'return') await returnRevision(r.Id, r.Version, reason);
      else await restoreExpert(r.Id, r.Version);
      notify.success(s === 'approve' && r.State === 'approved' ? (r.Revision ? '已通过资料修改' : '已保存修改') : DONE[s]);
      await detail.reload();
      return true;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(-1, String(e));
      setError(err.message);
      setConflict(err.code === ApiCode.Conflict);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const reloadNow = async () => {
    setError(null);
    setConflict(false);
    await detail.reload();
  };

  return { detail, form, change: (patch: Partial<ProfileForm>) => setForm((f) => (f ? { ...f, ...patch } : f)), busy, error, conflict, step, reloadNow };
}
