// The five sections of the 生涯规划书, in order, with what the student is asked to write.
import type { CareerPlan, CareerPlanText, PlanKey } from '../types';

export const SECTION_MAX = 3000;

export interface PlanSection {
  key: PlanKey;
  title: string;
  placeholder: string;
}

export const PLAN_SECTIONS: PlanSection[] = [
  {
    key: 'SelfKnowledge',
    title: '自我认识',
    placeholder:
      '写写你对自己的了解：兴趣爱好、擅长和不太擅长的学科、性格特点、你看重什么（比如稳定、创造、帮助他人）。可以结合生涯测评的结果，也可以写写老师和家人对你的看法，和你自己的看法有什么不同。',
  },
  {
    key: 'Direction',
    title: '职业方向',
    placeholder:
      '写下你感兴趣的一两个职业或行业方向：这些工作每天做什么、需要哪些能力和学历、你为什么感兴趣。还不确定也没关系，可以先写想了解哪些方向，以及打算怎样去了解（查职业库、请教从事这一行的人）。',
  },
  {
    key: 'Education',
    title: '升学目标',
    placeholder:
      '写下你想报考的院校和专业、它们的选科要求，以及对照往年的录取情况，你现在的差距在哪里。目标可以分成冲一冲、稳一稳、保一保几个层次。',
  },
  {
    key: 'HighSchool',
    title: '高中阶段规划',
    placeholder:
      '按年级或学期写下高中阶段的安排：选科的考虑、各科要提高的地方、想参加的活动或社会实践，以及每个阶段想达到的目标。',
  },
  {
    key: 'Actions',
    title: '近期行动',
    placeholder: '列出接下来一到四周要做的几件具体的事：做什么、什么时候完成、怎样算完成。可以把它们拆成每天的任务，放进学习计划。',
  },
];

export const EMPTY_PLAN: CareerPlanText = { SelfKnowledge: '', Direction: '', Education: '', HighSchool: '', Actions: '' };

/** The plan's text with every section present ('' for the ones the answer leaves out). */
export const planText = (p: CareerPlan | null): CareerPlanText => ({
  SelfKnowledge: p?.SelfKnowledge ?? '',
  Direction: p?.Direction ?? '',
  Education: p?.Education ?? '',
  HighSchool: p?.HighSchool ?? '',
  Actions: p?.Actions ?? '',
});

export const samePlan = (a: CareerPlanText, b: CareerPlanText) => PLAN_SECTIONS.every(({ key }) => a[key] === b[key]);
