// The Career/* API's answers (docs/API-CAREER.md).
import type { Bands, Candidate, Method, RecommendItem, Source } from '@/features/recommend/types';

/** Career/* commands answer the stream's version and the position to wait for. */
export interface CommandResult {
  Version: number;
  Position: number | string;
}

/** One task of the learning plan. */
export interface Task {
  Id: string;
  /** Beijing date, 2027-03-01. */
  TaskDate: string;
  Title: string;
  Subject: string;
  Minutes: number;
  Note: string;
  IsDone: boolean;
  DoneAt: string | null;
}

/** What a task is made of when added or saved. */
export interface TaskInput {
  TaskDate: string;
  Title: string;
  Subject: string;
  Minutes: number;
  Note: string;
}

/** One day's sums (only days with tasks are listed). */
export interface Day {
  Date: string;
  Total: number;
  Done: number;
  PlannedMinutes: number;
  DoneMinutes: number;
}

export interface TaskList {
  From: string;
  To: string;
  Today: string;
  List: Task[] | null;
  Days: Day[] | null;
  Streak: number;
  Subjects: string[] | null;
}

/** A target as SetTarget takes it. */
export interface TargetInput {
  CollegeId: string;
  MajorName?: string;
  Note?: string;
}

/** A target as the editor holds it: the college's code and name, an optional major and note. */
export interface TargetDraft {
  CollegeCode: string;
  CollegeName: string;
  MajorName: string;
  Note: string;
}

/** A saved target with the units of it the student can fill and their estimates. */
export interface TargetChance extends TargetDraft {
  Units: RecommendItem[] | null;
  Message: string;
}

export interface TargetDetail {
  Targets: TargetChance[] | null;
  Motto: string;
  UpdatedAt: string | null;
  Candidate: Candidate | null;
  Method: Method | '';
  Bands: Bands | null;
  /** The sources of the years under the units, each once. */
  Sources?: Source[] | null;
  /** What the profile lacks; no units are given then. */
  Message: string;
}

/** The five sections of the 生涯规划书. */
export interface CareerPlanText {
  SelfKnowledge: string;
  Direction: string;
  Education: string;
  HighSchool: string;
  Actions: string;
}

export type PlanKey = keyof CareerPlanText;

export interface CareerPlan extends Partial<CareerPlanText> {
  UpdatedAt: string | null;
}
