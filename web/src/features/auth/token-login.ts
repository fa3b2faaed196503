// Token login via a link (SPEC §4): remove Token= from the URL, exchange the one-time code it
// carries for a session (asking first when another user is signed in here), store login data,
// rights and student info, match the province, then check completeness.
import type { Province } from '@/types/api';
import { appStore } from '@/lib/store';
import { clearLogin, getLoginData, saveLoginData, studentAtom, completenessAtom } from '@/lib/session';
import { clearDrafts, getItem, StorageKeys } from '@/lib/storage';
import { getUserStudent } from '@/lib/endpoints/get-user-student';
import { checkUserStudentComplate } from '@/lib/endpoints/check-user-student-complate';
import { setExamProvince } from '@/lib/site-config';
import { findProvince } from '@/lib/province';
import { tokenLoginRedirect } from '@/lib/completeness';
import { notify } from '@/lib/notify';
import { waitFor } from '@/lib/wait';
import { type Confirm, exchangeLinkCode, isLinkCode, MSG_OLD_LINK } from './link-code';

export const MSG_TOKEN_LOGIN_FAILED = '登录状态已失效，请重新进入！';
export const MSG_NO_PROVINCES = '无省份数据！';
export const MSG_PROVINCE_NOT_FOUND = 'ExamProvinceId未更新！';

const TOKEN_PARAM = /([?&])Token=([^&#]*)&?/i;

/** Finds Token= in the query or in the hash's query; returns it and the URL without it. */
export function extractToken(href: string): { token: string; cleanUrl: string } | null {
  const hashAt = href.indexOf('#');
  const parts = hashAt >= 0 ? [href.slice(0, hashAt), href.slice(hashAt)] : [href, ''];
  for (let i = 0; i < 2; i++) {
    const m = TOKEN_PARAM.exec(parts[i]);
    if (!m) continue;
    const token = decodeURIComponent(m[2]);
    parts[i] = parts[i].replace(TOKEN_PARAM, (_all, sep: string) => sep).replace(/[?&]$/, '');
    return token ? { token, cleanUrl: parts[0] + parts[1] } : null;
  }
  return null;
}

/** Matches the user's exam province in the province list (SPEC §8 messages). */
export function matchExamProvince(list: Province[] | null, examProvinceId: number | null | undefined): Province | null {
  if (!list || !list.length) {
    notify.error(MSG_NO_PROVINCES);
    return null;
  }
  if (examProvinceId === null || examProvinceId === undefined) return null;
  const p = findProvince(list, examProvinceId);
  if (!p) notify.error(MSG_PROVINCE_NOT_FOUND);
  return p;
}

export type TokenLoginOutcome = { kind: 'none' } | { kind: 'failed' } | { kind: 'redirect'; path: string } | { kind: 'reload' };

const askInPage: Confirm = (question) => window.confirm(question);

export async function runTokenLogin(href = window.location.href, confirm: Confirm = askInPage): Promise<TokenLoginOutcome> {
  const found = extractToken(href);
  if (!found) return { kind: 'none' };
  // The code leaves the address before anything else: not in history, not in a reload.
  window.history.replaceState(window.history.state, '', found.cleanUrl);
  if (!isLinkCode(found.token)) {
    notify.error(MSG_OLD_LINK); // an old link's session token signs nobody in
    return { kind: 'failed' };
  }
  const previous = getLoginData();
  const got = await exchangeLinkCode(found.token, previous, confirm);
  if (got.kind === 'kept') return { kind: 'none' };
  if (got.kind === 'failed') {
    notify.error(got.message);
    return { kind: 'failed' };
  }
  if (previous && String(previous.UserId) !== String(got.data.UserId)) {
    clearLogin(); // the previous user's drafts do not follow into the new account
    clearDrafts();
  }
  saveLoginData(got.data);
  if (!(await waitFor(() => Boolean(getLoginData()?.Token)))) {
    notify.error(MSG_TOKEN_LOGIN_FAILED);
    return { kind: 'failed' };
  }
  try {
    const student = await getUserStudent();
    appStore.set(studentAtom, student);
    if (student?.UserScore) {
      const p = matchExamProvince(getItem<Province[]>(StorageKeys.ProvinceList), student.UserScore.ExamProvinceId);
      if (p) setExamProvince(p);
    }
    const flags = await checkUserStudentComplate();
    appStore.set(completenessAtom, flags);
    const step = tokenLoginRedirect(flags);
    if (!step) return { kind: 'reload' };
    notify.warning(step.message);
    return { kind: 'redirect', path: step.path };
  } catch {
    return { kind: 'reload' };
  }
}
