// The province and year a form uses when the visitor has not (validly) chosen one.
import type { AdmissionProvince } from '../types';

/** The chosen province if listed, else the site's selected province if listed, else none. */
export function pickProvince(list: AdmissionProvince[], chosen: number | null, selected: number | null | undefined): AdmissionProvince | null {
  return list.find((p) => p.ProvinceId === chosen) ?? list.find((p) => p.ProvinceId === Number(selected)) ?? null;
}

/** The chosen year if offered, else the newest offered (the lists are newest first). */
export function pickYear(years: number[] | null, chosen: number | null): number | null {
  if (!years?.length) return null;
  return chosen && years.includes(chosen) ? chosen : years[0];
}
