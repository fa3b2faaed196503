// An expert's state as the applicant and the console name it.
import type { ExpertState } from '../types';

export const EXPERT_STATES: ExpertState[] = ['pending', 'approved', 'rejected', 'suspended'];

export const EXPERT_STATE_NAMES: Record<ExpertState, string> = { pending: '待审核', approved: '已入驻', rejected: '未通过', suspended: '已暂停' };

export const expertStateName = (s: string): string => EXPERT_STATE_NAMES[s as ExpertState] ?? s;

export const expertStateColor = (s: string): 'orange' | 'green' | 'red' | 'grey' =>
  s === 'pending' ? 'orange' : s === 'approved' ? 'green' : s === 'rejected' ? 'red' : 'grey';

/** The console list's extra tab: listed experts with a profile revision waiting (Admin/ExpertList State). */
export const REVISION_TAB = 'revision';
export const REVISION_NAME = '资料修改待审核';
