import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { getTargetDetail } from '../api/get-target-detail';
import { setTarget } from '../api/set-target';
import { addProblem, draftsOf, inputsOf, moved, sameList } from '../lib/targets';
import type { TargetDetail, TargetDraft } from '../types';

const message = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请稍后重试');

/** The targets with their analysis, the list and motto being edited, and saving them (SetTarget, the whole list). */
export function useTargets() {
  const [detail, setDetail] = useState<TargetDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [list, setList] = useState<TargetDraft[]>([]);
  const [motto, setMotto] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const seq = useRef(0);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const d = await getTargetDetail();
      if (mine !== seq.current) return;
      setDetail(d);
      setList(draftsOf(d.Targets));
      setMotto(d.Motto ?? '');
      setLoadError(null);
    } catch (e) {
      if (mine === seq.current) setLoadError(message(e));
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Adds a target to the list being edited; answers why not ('' when added). */
  const add = (t: TargetDraft) => {
    const problem = addProblem(list, t);
    if (!problem) setList([...list, t]);
    return problem;
  };

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await setTarget(inputsOf(list), motto.trim());
      notify.success('目标已保存');
      await load();
    } catch (e) {
      setSaveError(message(e));
    } finally {
      setSaving(false);
    }
  };

  const dirty = detail !== null && (!sameList(list, draftsOf(detail.Targets)) || motto.trim() !== (detail.Motto ?? ''));
  return {
    detail, loading, loadError, list, motto, setMotto, saving, saveError, dirty, add, save,
    remove: (i: number) => setList(list.filter((_, j) => j !== i)),
    move: (i: number, by: number) => setList(moved(list, i, by)),
  };
}
