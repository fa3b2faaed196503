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
  PlanCount: number | null;
  /** 学制 as published. */
  Years: string;
  Tuition: string;
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
  PageIndex: number;
  PageSize: number;
}

/** Answer of Public/EnrollmentPlan: one college's plans in a province. */
export interface SchoolPlans {
  Years: number[];
  List: PlanItem[];
}
