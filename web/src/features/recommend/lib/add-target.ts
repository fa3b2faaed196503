// What 加入志愿表 needs of a recommended unit: its key, how it reads, and the query's candidate
// (to find the user's table of the same province, year and track, or to pre-fill a new one).
import type { AddTarget } from '@/features/wishtable/types';
import type { RecommendItem } from '../types';
import type { RecommendQuery } from './query';

const positive = (v: string) => (/^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function addTarget(item: RecommendItem, q: RecommendQuery): AddTarget {
  const unit = item.Level === 'major' ? item.MajorName : item.Level === 'group' && item.GroupCode ? `${item.GroupCode}组` : '';
  return {
    unit: { UnitKey: item.UnitKey },
    source: 'recommend',
    title: [item.SchoolName || item.CollegeName, unit].filter(Boolean).join(' '),
    provinceId: q.province,
    year: q.year,
    track: q.track,
    subjects: q.subjects,
    score: positive(q.score),
    rank: positive(q.rank),
  };
}
