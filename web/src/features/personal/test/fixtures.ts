// The personal center's unit tests: a signed-in student, the province list and the profile answers.
import { appStore } from '@/lib/store';
import { saveLoginData, studentAtom } from '@/lib/session';
import { webConfigAtom } from '@/lib/site-config';
import type { Province, StudentInfo } from '@/types/api';

export const PROVINCES: Province[] = [
  { ProvinceId: 31, ProvinceName: '上海', PinYinOne: 'S', ExamMode: '3+3_shanghai', FirstNewExam: 2017, MaxScore: 660 },
  { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2', FirstNewExam: 2021, MaxScore: 750 },
  { ProvinceId: 46, ProvinceName: '海南', PinYinOne: 'H', ExamMode: '3+3', FirstNewExam: 2020, MaxScore: 900 },
];

/** A student of the province with the score; IsFinal when the real score is in. */
export function studentOf(provinceId: number, score: number | null, isFinal = false): StudentInfo {
  const p = PROVINCES.find((x) => x.ProvinceId === provinceId)!;
  return {
    HasLoginName: false, NickName: '小明', Version: 3,
    Student: { Sex: 1, StudentName: '王小明' },
    UserScore: { ExamProvinceId: p.ProvinceId, ExamProvinceName: p.ProvinceName, ExamYear: 2027, SubjectType: 0,
      SelectSubjects: ['物理', '化学', '生物'], Score: score, IsFinalScore: isFinal },
  };
}

/** Signs the student in with the portal's province list. */
export function signInAs(student: StudentInfo) {
  saveLoginData({ Token: 't1', UserId: 'u1', NickName: '小明', UserType: 0, RightsList: [], UserProductList: [] });
  appStore.set(webConfigAtom, { ParamList: [], ModuleList: [], HeadMenuList: [], BottomMenuList: [], ProvinceList: PROVINCES, WishYear: 2027, ToolBox: [] });
  appStore.set(studentAtom, student);
}
