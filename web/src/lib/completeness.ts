// Profile completeness (SPEC §5), checked in order: base info, exam info, final score, subjects.
import type { CompletenessFlags } from '@/types/api';

export interface CompletenessStep {
  message: string;
  path: string;
}

export function completenessRedirect(flags: CompletenessFlags | null | undefined): CompletenessStep | null {
  if (!flags) return null;
  if (Number(flags.IsNeedComplateBaseInfo) === 1) return { message: '请先完善基本信息！', path: '/userinfo' };
  if (Number(flags.IsNeedComplateScore) === 1) return { message: '请先完善高考信息！', path: '/examinee' };
  if (Number(flags.IsNeedComplateFinalScore) === 1) return { message: '请先完善高考成绩！', path: '/setRealScore' };
  if (Number(flags.IsNeedComplateSubjects) === 1) return { message: '请先完善选科！', path: '/examinee' };
  return null;
}

/** After a token login (SPEC §4): base info → /personal, score → /examinee, else reload. */
export function tokenLoginRedirect(flags: CompletenessFlags | null | undefined): CompletenessStep | null {
  if (!flags) return null;
  if (Number(flags.IsNeedComplateBaseInfo) === 1) return { message: '请先完善基本信息！', path: '/personal' };
  if (Number(flags.IsNeedComplateScore) === 1) return { message: '请先完善高考信息！', path: '/examinee' };
  return null;
}
