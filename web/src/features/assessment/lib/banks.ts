// The tests, with their calls (docs/API-ASSESSMENT.md) and their pages.
import type { BankCode, ScaleBankCode } from '../types';

export interface BankInfo {
  code: BankCode;
  /** The test's name until its question list has answered. */
  name: string;
  questionsCall: string;
  submitCall: string;
  resultCall: string;
  /** The intro, answer and result pages. */
  intro: string;
  answer: string;
  result: string;
  /**
   * How the result's scales are drawn on the generic result page: a radar of the scales, or a bar
   * per 16-type axis; 'own': the test has a result page of its own.
   */
  chart: 'radar' | 'axes' | 'own';
  /** The page that explains the test (测评说明 unless the test has its own). */
  tips: string;
}

export const BANKS: Record<BankCode, BankInfo> = {
  holland: {
    code: 'holland',
    name: '霍兰德职业兴趣测评',
    questionsCall: 'Career/HollandQuestionList',
    submitCall: 'Career/HollandTest',
    resultCall: 'User/TestHollandInfo',
    intro: '/holland-test',
    answer: '/holland-answer',
    result: '/holland-result',
    chart: 'radar',
    tips: '/test-tips',
  },
  bigfive: {
    code: 'bigfive',
    name: '大五人格测评',
    questionsCall: 'Career/PersonalityQuestionList',
    submitCall: 'Career/PersonalityTest',
    resultCall: 'User/TestPersonalityInfo',
    intro: '/personality-test',
    answer: '/test-content?bank=bigfive',
    result: '/test-result?bank=bigfive',
    chart: 'radar',
    tips: '/test-tips',
  },
  type16: {
    code: 'type16',
    name: '16型性格倾向测评',
    questionsCall: 'Career/MBTIQuestionList',
    submitCall: 'Career/MBTITest',
    resultCall: 'User/TestMBTIInfo',
    intro: '/MBTI',
    answer: '/MBTI-answer',
    result: '/MBTI-result',
    chart: 'axes',
    tips: '/test-tips',
  },
  subjects: {
    code: 'subjects',
    name: '新高考选科测评',
    questionsCall: 'Career/SelSubjectQuestionList',
    submitCall: 'Career/SelSubjectTest',
    resultCall: 'User/TestSelSubjectInfo',
    intro: '/exam-test',
    // The sheet needs a province, an exam year and the liked 专业类 first.
    answer: '/exam-test/choose-province',
    result: '/exam-test/sort-score',
    chart: 'own',
    tips: '/exam-test-tips',
  },
  path: {
    code: 'path',
    name: '升学路径测评',
    questionsCall: 'Career/UpgradePathQuestionList',
    submitCall: 'Career/UpgradePathTest',
    resultCall: 'User/TestUpgradePathInfo',
    intro: '/enter-path',
    answer: '/enter-path?step=answer',
    result: '/submit-test',
    chart: 'own',
    tips: '/test-tips',
  },
  allround: {
    code: 'allround',
    name: '综合测评',
    questionsCall: 'Career/AllroundQuestionList',
    submitCall: 'Career/AddAllroundTest',
    resultCall: 'Career/GetAllroundResult',
    intro: '/allround',
    answer: '/allround-answer',
    result: '/allround-result',
    chart: 'own',
    tips: '/test-tips',
  },
};

/** The scale tests, in the order 大家的测评's tabs list them. */
export const BANK_ORDER: ScaleBankCode[] = ['holland', 'bigfive', 'type16'];

/** 大家的测评's tabs: the scale tests, then 选科, 综合 and 升学路径. */
export const STATS_ORDER: BankCode[] = [...BANK_ORDER, 'subjects', 'allround', 'path'];

/** A test 大家的测评 has a tab for. */
export const isStatsBank = (v: string | null | undefined): v is BankCode => STATS_ORDER.some((b) => b === v);

/** Every test, in the order the hub lists them. */
export const HUB_ORDER: BankCode[] = [...BANK_ORDER, 'subjects', 'allround', 'path'];

/** A scale test (the generic answer and result pages, 大家的测评). */
export const isScaleBank = (v: string | null | undefined): v is ScaleBankCode => BANK_ORDER.some((b) => b === v);

/**
 * The bank of a generic page (/test-content, /test-result): its ?bank=, the Big Five without one
 * (the result list links /test-result?id=… for it); null for an unknown bank.
 */
export function bankOfParam(value: string | null): ScaleBankCode | null {
  if (value === null || value === '') return 'bigfive';
  return isScaleBank(value) ? value : null;
}

const withParam = (path: string, key: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/** A result page: the given submission, else the newest of the test. */
export const resultPath = (bank: BankCode, id?: string | null) => (id ? withParam(BANKS[bank].result, 'id', id) : BANKS[bank].result);

/** /login with the way back to the current page (as RequireAuth sends a visitor). */
