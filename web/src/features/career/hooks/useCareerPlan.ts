import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { getCareerPlan } from '../api/get-career-plan';
import { saveCareerPlan } from '../api/save-career-plan';
import { charCount } from '../lib/task-form';
import { EMPTY_PLAN, PLAN_SECTIONS, planText, samePlan, SECTION_MAX } from '../lib/plan-sections';
import type { CareerPlanText, PlanKey } from '../types';

const message = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请稍后重试');

/** The 生涯规划书: the saved plan, the text being edited, and saving it whole. */
export function useCareerPlan() {
  const [saved, setSaved] = useState<CareerPlanText>(EMPTY_PLAN);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const [draft, setDraft] = useState<CareerPlanText>(EMPTY_PLAN);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const load = useCallback(async (keepDraft: boolean) => {
    try {
      const p = await getCareerPlan();
      setSaved(planText(p));
      setUpdatedAt(p?.UpdatedAt ?? null);
      if (!keepDraft) setDraft(planText(p));
      setLoadError(null);
    } catch (e) {
      setLoadError(message(e));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  const edit = useCallback((key: PlanKey, text: string) => setDraft((d) => ({ ...d, [key]: text })), []);

  const save = useCallback(async () => {
    const long = PLAN_SECTIONS.filter(({ key }) => charCount(draft[key]) > SECTION_MAX).map((s) => s.title);
    if (long.length) {
      setSaveError(`${long.join('、')}超过了 ${SECTION_MAX} 个字，请删减后再保存`);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await saveCareerPlan(draft);
      notify.success('生涯规划书已保存');
      await load(true);
    } catch (e) {
      setSaveError(message(e));
    } finally {
      setSaving(false);
    }
  }, [draft, load]);

  return { draft, edit, updatedAt, dirty: !samePlan(draft, saved), loading, loadError, saving, saveError, save };
}
