// Session-wide auth operations shared by the app shell and the features.
import type { LoginData } from '@/types/api';
import { appStore } from './store';
import { clearLogin, completenessAtom, getLoginData, saveLoginData, studentAtom } from './session';
import { getLoginStatus } from './endpoints/login-status';
import { loginout } from './endpoints/loginout';
import { getUserStudent } from './endpoints/get-user-student';
import { checkUserStudentComplate } from './endpoints/check-user-student-complate';
import { navigateTo } from './navigation';
import { findProvince } from './province';
import { examProvinceAtom, provinceListAtom, setExamProvince } from './site-config';
import { notify } from './notify';
import { clearDrafts } from './storage';

/** Loads the student profile and completeness flags of the logged-in user into the store. */
export async function refreshUserProfile(): Promise<void> {
  if (!getLoginData()) return;
  const [student, flags] = await Promise.allSettled([getUserStudent(), checkUserStudentComplate()]);
  if (student.status === 'fulfilled') {
    appStore.set(studentAtom, student.value);
    // The header's province follows the exam province of the profile, so they never disagree.
    const own = findProvince(appStore.get(provinceListAtom), student.value?.UserScore?.ExamProvinceId);
    if (own && String(appStore.get(examProvinceAtom)?.ProvinceId) !== String(own.ProvinceId)) setExamProvince(own);
  }
  if (flags.status === 'fulfilled') appStore.set(completenessAtom, flags.value);
}

/** Stores a fresh login (SPEC §4) and loads the profile. */
export async function completeLogin(data: LoginData): Promise<void> {
  saveLoginData(data);
  await refreshUserProfile().catch(() => undefined);
}

/** Re-validates the stored token: non-null Data stores login data, otherwise it is cleared. */
export async function revalidateSession(): Promise<boolean> {
  const token = getLoginData()?.Token;
  if (!token) return false;
  try {
    const data = await getLoginStatus(token);
    if (data && data.Token) {
      saveLoginData({ ...data, Token: data.Token || token });
      return true;
    }
    clearLogin();
    return false;
  } catch {
    return Boolean(getLoginData()); // network trouble: keep the session; 112 already cleared it
  }
}

/** Logout clears login data and goes to /login; a failure shows its Message. */
export async function logout(): Promise<void> {
  try {
    await loginout();
  } catch (e) {
    const code = (e as { code?: number }).code;
    if (code !== 112) notify.error((e as Error).message || '退出登录失败');
  }
  clearLogin();
  clearDrafts(); // not on an expired session (Code 112): the student is coming back to finish
  navigateTo('/login');
}
