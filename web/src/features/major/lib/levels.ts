// The three levels of the major library: the undergraduate catalogue and the two levels of
// the vocational catalogue (docs/API-CATALOG.md "Levels").

export type Level = 'bk' | 'zb' | 'zk';

export interface LevelInfo {
  key: Level;
  /** The tab of the catalogue page. */
  tab: string;
  /** Short name of the level on the pages. */
  name: string;
  /** The API's EducationLevel. */
  education: 0 | 1 | 2;
  /** The API's Level. */
  api: string;
  /** What the first level of its tree is called. */
  group: string;
}

export const LEVELS: LevelInfo[] = [
  { key: 'bk', tab: '本科专业', name: '本科', education: 1, api: '普通本科', group: '学科门类' },
  { key: 'zb', tab: '职业本科专业', name: '职业本科', education: 2, api: '职教本科', group: '专业大类' },
  { key: 'zk', tab: '专科（高职）专业', name: '专科（高职）', education: 0, api: '高职专科', group: '专业大类' },
];

export const levelInfo = (key: Level): LevelInfo => LEVELS.find((l) => l.key === key) ?? LEVELS[0];

/** The level of a major or group by the API's Level; undergraduate when absent or unknown. */
export const levelOfApi = (api: string | null | undefined): LevelInfo => LEVELS.find((l) => l.api === api) ?? LEVELS[0];

/** Is the API's Level one of the vocational catalogue? */
export const isVocational = (api: string | null | undefined) => levelOfApi(api).key !== 'bk';
