// Display helpers for the facts of a college; every value comes from the API as given.
import type { CollegeDetail, CollegeItem } from '../types';

/** 省 · 市, without repeating a municipality's name (北京 · 北京市 stays, 北京 · 北京 does not). */
export function placeText(c: Pick<CollegeItem, 'ProvinceName' | 'CityName'>): string {
  const city = c.CityName && c.CityName !== c.ProvinceName ? c.CityName : '';
  return [c.ProvinceName, city].filter(Boolean).join(' · ');
}

/** 本科 / 高职高专 as the API names it, else from the level code (1 本科, 0 高职高专). */
export function levelText(c: { EducationLevelStr?: string; Level?: string; EducationLevel?: number }): string {
  if (c.EducationLevelStr) return c.EducationLevelStr;
  if (c.Level) return c.Level;
  return c.EducationLevel === 1 ? '本科' : c.EducationLevel === 0 ? '高职高专' : '';
}

const SYSTEMS: Record<string, string> = {
  'BD-09': '百度坐标系',
  'GCJ-02': '国测局坐标系',
  'WGS-84': 'WGS-84 坐标系',
};

/** 纬度 …，经度 …（BD-09 百度坐标系）, or '' when the location is unknown. */
export function coordinateText(c: Pick<CollegeDetail, 'HasLocation' | 'Lat' | 'Lng' | 'CoordSystem'>): string {
  if (!c.HasLocation || !Number.isFinite(c.Lat) || !Number.isFinite(c.Lng)) return '';
  const system = c.CoordSystem ? `（${c.CoordSystem}${SYSTEMS[c.CoordSystem] ? ` ${SYSTEMS[c.CoordSystem]}` : ''}）` : '';
  return `纬度 ${c.Lat}，经度 ${c.Lng}${system}`;
}

/** A list field (former names, abbreviations) joined for display; '' when empty. */
export function listText(list: string[] | null | undefined): string {
  return (list ?? []).filter((x) => x && x.trim()).join('、');
}

/** The provenance line without a label the API may already carry (the page adds 数据来源：). */
export function sourceText(source: string | null | undefined): string {
  return (source ?? '').trim().replace(/^(数据)?来源[:：]\s*/, '');
}
