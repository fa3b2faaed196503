// Shapes of the admission-plan calls (docs/API-ADMISSION.md "Admission results and plans").
import type { Source } from '../types';

/** One published plan row (招生计划). PlanCount null: not published. */
export interface PlanItem {
  Id: number | string;
  ProvinceId: number;
  Year: number;
  Track: string;
  Batch: string;
  SchoolCode: string;
  SchoolName: string;
  CollegeCode: string;
  CollegeName: string;
  GroupCode: string;
  MajorCode: string;
  MajorName: string;
  Requirement: string;
  /** The requirement in canonical form (不限, 化学, 物理+化学, 物理/化学); "" when not published. */
  SubjectRule?: string;
  PlanCount: number | null;
  /** 学制 in years; null: not published. */
  Years: number | null;
  /** Yuan a year; null: not published (a non-numeric cell such as 待定 is in the note). */
  Tuition: number | null;
  Note: string;
  Source?: Source | null;
}

export interface PlanSearch {
  ProvinceId: number;
  Year: number;
  Track?: string;
  Batch?: string;
  CollegeName?: string;
  MajorName?: string;
  /** Keep only rows whose known 选科要求 these subjects meet. */
  SelectSubjects?: string[];
  PageIndex: number;
  PageSize: number;
}

/** Answer of Public/EnrollmentPlan: one college's plans in a province. */
export interface SchoolPlans {
  CollegeCode?: string;
  CollegeName?: string;
  Years: number[];
  List: PlanItem[];
  /** The envelope's Message: why the answer is empty, when it is. */
  Message?: string;
}
