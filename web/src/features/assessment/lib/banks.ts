// The tests built so far, with their calls (docs/API-ASSESSMENT.md) and their pages.
import type { BankCode } from '../types';

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
  /** How the result's scales are drawn: a radar of the scales, or a bar per 16-type axis. */
  chart: 'radar' | 'axes';
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
  },
};

/** The order the hub, the tabs and the tips list them in. */
export const BANK_ORDER: BankCode[] = ['holland', 'bigfive', 'type16'];

export const isBank = (v: string | null | undefined): v is BankCode => Boolean(v && Object.prototype.hasOwnProperty.call(BANKS, v));

/**
 * The bank of a generic page (/test-content, /test-result): its ?bank=, the Big Five without one
 * (the result list links /test-result?id=… for it); null for an unknown bank.
 */
export function bankOfParam(value: string | null): BankCode | null {
  if (value === null || value === '') return 'bigfive';
  return isBank(value) ? value : null;
}

const withParam = (path: string, key: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/** A result page: the given submission, else the newest of the test. */
export const resultPath = (bank: BankCode, id?: string | null) => (id ? withParam(BANKS[bank].result, 'id', id) : BANKS[bank].result);

/** /login with the way back to the current page (as RequireAuth sends a visitor). */
export const loginPath = (back: string) => `/login?redirect=${encodeURIComponent(back)}`;
