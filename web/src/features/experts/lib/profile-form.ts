// The profile form (an application, a reviewer's corrections): its fields as typed, the checks
// the server makes too (said before sending), and the profile it sends.
import type { ExpertRecord, Profile, ProfileField } from '../types';

export const INTRO_MIN = 30;
export const INTRO_MAX = 2000;
export const SPECIALTIES_MAX = 5;

export interface ProfileForm {
  Name: string;
  Title: string;
  Org: string;
  /** As typed; a whole number 0–60. */
  Years: string;
  Intro: string;
  Specialties: string[];
  Provinces: number[];
  Photo: string;
  /** How the operators reach the applicant (the application only). */
  Phone: string;
}

export const emptyProfile: ProfileForm = { Name: '', Title: '', Org: '', Years: '', Intro: '', Specialties: [], Provinces: [], Photo: '', Phone: '' };

/** Characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (s: string): number => Array.from(s.trim()).length;

/** A record's profile in the form. */
export function formOfRecord(r: ExpertRecord): ProfileForm {
  return {
    Name: r.Name ?? '',
    Title: r.Title ?? '',
    Org: r.Org ?? '',
    Years: String(r.Years ?? 0),
    Intro: r.Intro ?? '',
    Specialties: [...(r.Specialties ?? [])],
    Provinces: [...(r.Provinces ?? [])],
    Photo: r.Photo ?? '',
    Phone: r.Phone ?? '',
  };
}

/**
 * The form a revision starts from: the waiting revision if there is one (the expert replaces it,
 * the reviewer approves it as corrected), else the listed profile.
 */
export function formOfRevision(r: ExpertRecord): ProfileForm {
  const f = formOfRecord(r);
  const v = r.Revision;
  if (!v) return f;
  return {
    ...f,
    Name: v.Name ?? '',
    Title: v.Title ?? '',
    Org: v.Org ?? '',
    Years: String(v.Years ?? 0),
    Intro: v.Intro ?? '',
    Specialties: [...(v.Specialties ?? [])],
    Provinces: [...(v.Provinces ?? [])],
    Photo: v.Photo ?? '',
  };
}

/** The profile fields as people name them, in the form's order. */
export const PROFILE_FIELD_NAMES: Record<ProfileField, string> = {
  Name: '姓名', Title: '身份或职称', Org: '所在单位', Years: '从业年限', Intro: '个人介绍', Specialties: '擅长领域', Provinces: '服务省份', Photo: '照片',
};

/** Whether the form says the same as the record's listed profile (nothing to review). */
export function sameAsListed(f: ProfileForm, r: ExpertRecord): boolean {
  const key = (p: Profile) => JSON.stringify({ ...p, Provinces: [...p.Provinces].sort((x, y) => x - y), Photo: p.Photo ?? '' });
  return key(toProfile(f)) === key(toProfile(formOfRecord(r)));
}

/** What is wrong with the form (empty: nothing); `withPhone` for the application. */
export function profileProblems(f: ProfileForm, withPhone: boolean): string[] {
  const out: string[] = [];
  const n = charCount(f.Name);
  if (n < 2 || n > 20) out.push('姓名须为 2–20 个字');
  if (!f.Title.trim() || charCount(f.Title) > 30) out.push('请填写身份或职称（不超过 30 个字）');
  if (!f.Org.trim() || charCount(f.Org) > 50) out.push('请填写所在单位（不超过 50 个字）');
  if (!/^\d{1,2}$/.test(f.Years.trim()) || Number(f.Years) > 60) out.push('从业年限须为 0 到 60 之间的整数');
  const intro = charCount(f.Intro);
  if (intro < INTRO_MIN || intro > INTRO_MAX) out.push(`个人介绍须为 ${INTRO_MIN}–${INTRO_MAX} 个字（现在 ${intro} 个字）`);
  if (f.Specialties.length < 1 || f.Specialties.length > SPECIALTIES_MAX) out.push(`请选择 1–${SPECIALTIES_MAX} 项擅长领域`);
  if (withPhone && !/^1[3-9]\d{9}$/.test(f.Phone.trim())) out.push('请输入正确的11位手机号');
  return out;
}

/** The profile the server takes. */
export function toProfile(f: ProfileForm): Profile {
  const p: Profile = {
    Name: f.Name.trim(),
    Title: f.Title.trim(),
    Org: f.Org.trim(),
    Years: Number(f.Years.trim()),
    Intro: f.Intro.trim(),
    Specialties: f.Specialties,
    Provinces: f.Provinces,
  };
  if (f.Photo) p.Photo = f.Photo;
  return p;
}

/** Ticks or unticks a specialty; a sixth is not added. */
export function toggleSpecialty(list: string[], s: string): string[] {
  if (list.includes(s)) return list.filter((x) => x !== s);
  return list.length >= SPECIALTIES_MAX ? list : [...list, s];
}
