// A course in the editor: the form against the revision it was read from, saving (a new course,
// or a revision of the Version last read), 发布 and 下线. A refusal is kept to show in place (the
// server's message names the chapter and lesson); a change someone made meanwhile (409) offers a reload.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveGuard } from '@/features/admin/hooks/useLeaveGuard';
import { useReloadable } from '@/features/experts/hooks/useReloadable';
import { ApiCode, ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { getCourse } from './api/get-course';
import { publishCourse } from './api/publish-course';
import { saveCourse } from './api/save-course';
import { withdrawCourse } from './api/withdraw-course';
import { emptyCourseForm, formOf, formProblems, sameForm, toBody, type CourseForm } from './lib/course-form';
import type { ConsoleCourse } from './types';

export function useCourseEditor(id: string | null) {
  const detail = useReloadable<ConsoleCourse>(() => getCourse(id ?? ''), id);
  const navigate = useNavigate();
  const [saved, setSaved] = useState<CourseForm>(emptyCourseForm);
  const [form, setForm] = useState<CourseForm>(emptyCourseForm);
  const [loadedFrom, setLoadedFrom] = useState<ConsoleCourse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  // A newly read revision replaces the form in the same render.
  if (detail.data && detail.data !== loadedFrom) {
    const f = formOf(detail.data);
    setLoadedFrom(detail.data);
    setSaved(f);
    setForm(f);
  }
  const dirty = !sameForm(form, saved);
  const guard = useLeaveGuard(dirty);
  const update = useCallback((change: (f: CourseForm) => CourseForm) => setForm(change), []);

  /** Runs a write; false when it was refused (the refusal is on screen). */
  const run = async (write: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setConflict(false);
    try {
      await write();
      notify.success(done);
      return true;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(-1, String((e as Error)?.message ?? e));
      setError(err.message);
      setConflict(Boolean(id) && err.code === ApiCode.Conflict);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const problems = formProblems(form, !id);
    if (problems.length) {
      setError(problems.join('；'));
      return;
    }
    const courseId = id ?? form.id.trim();
    const ok = await run(() => saveCourse({ Id: courseId, Version: detail.data?.Version ?? 0, Course: toBody(form) }), '已保存');
    if (!ok) return;
    if (!id) {
      guard.allow(); // saved: on to the new course's own address
      navigate(`/admin/courses/${encodeURIComponent(courseId)}`, { replace: true });
    } else await detail.reload();
  };

  const publish = async () => {
    const c = detail.data;
    if (c && (await run(() => publishCourse(c.Id, c.Version), '已发布'))) await detail.reload();
  };

  const withdraw = async (reason: string) => {
    const c = detail.data;
    const ok = Boolean(c) && (await run(() => withdrawCourse(c!.Id, c!.Version, reason), '已下线'));
    if (ok) await detail.reload();
    return ok;
  };

  const reloadNow = async () => {
    setError(null);
    setConflict(false);
    await detail.reload();
  };

  return { detail, form, update, dirty, busy, error, conflict, save, publish, withdraw, reloadNow };
}
