// Chinese wording of the major facts. Nothing here invents a value: unknown stays 暂无数据.

export const NO_DATA = '暂无数据';

/** 学位授予门类: "工学|理学" → "工学或理学学士学位". */
export function degreeText(degree: string | null | undefined): string {
  const parts = (degree ?? '')
    .split(/[|｜]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.length ? `${parts.join('或')}学士学位` : NO_DATA;
}

/** 修业年限 as the catalogue's standard, not a rule for every school: "4" → "一般为4年". */
export function yearsText(years: string | null | undefined): string {
  const y = (years ?? '').trim();
  return y ? `一般为${y}年` : NO_DATA;
}

/** 毕业生规模: "2500-3000" → "2500-3000人"; a value already in 人 stays as it is. */
export function scaleText(scale: string | null | undefined): string {
  const s = (scale ?? '').trim();
  if (!s) return NO_DATA;
  return s.includes('人') ? s : `${s}人`;
}

/** 男女比例 from the two percentages; 暂无数据 unless both are known. */
export function genderText(male: number | null | undefined, female: number | null | undefined): string {
  if (typeof male !== 'number' || typeof female !== 'number') return NO_DATA;
  return `男 ${male}% · 女 ${female}%`;
}

/**
 * A school count as 阳光高考 states it. No major is stated to have 0 schools: 0 is what the API
 * sends when 阳光高考 publishes no count, so it reads 暂无数据.
 */
export const schoolCountText = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? `${n} 所` : NO_DATA);
