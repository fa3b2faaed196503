// Answers shaped like docs/API-ADMISSION.md, with figures of 广东 2025 物理类 (data/admission/rank_tables.csv).
import type { AdmissionProvince, BatchLine, LineRankAnswer, Source } from '../types';

export const GD_SOURCE: Source = {
  Id: 'gaokaoagent-guangdong-rank-2011-2025',
  Authority: '广东省教育考试院（第三方汇编）',
  Title: '2011-2025广东高考一分一段表',
  Url: 'https://example.org/gd.xlsx',
  Quality: 'third-party-compilation-of-official-tables',
  Official: false,
};

export const OFFICIAL_SOURCE: Source = { Id: 'official-bj', Authority: '北京教育考试院', Title: '北京市2025年一分一段表', Url: 'https://example.org/bj', Official: true };

export const PROVINCES: AdmissionProvince[] = [
  { ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B', ExamMode: '3+3', FirstNewExamYear: 2020, MaxScore: 750 },
  { ProvinceId: 31, ProvinceName: '上海', PinYinOne: 'S', ExamMode: '3+3_shanghai', FirstNewExamYear: 2017, MaxScore: 660 },
  { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G', ExamMode: '3+1+2', FirstNewExamYear: 2021, MaxScore: 750 },
  { ProvinceId: 65, ProvinceName: '新疆', PinYinOne: 'X', ExamMode: 'traditional', FirstNewExamYear: 2027, MaxScore: 750 },
];

export const TABLE = { ScoreHigh: 697, ScoreLow: 100, Candidates: 440208, Bands: 598 };

export const RANK_600: LineRankAnswer = {
  ProvinceId: 44, ProvinceName: '广东', Year: 2025, Track: '物理类', Score: 600, Status: 'InBand', Found: true, Message: '',
  BandHigh: 600, BandLow: 600, SameScoreCount: 760, RankBest: 26229, RankWorst: 26988, Rank: 26988, Table: TABLE, Source: GD_SOURCE,
};

/** A score above the table's top: the top band's rank (Found), said in the message. */
export const ABOVE_TOP: LineRankAnswer = {
  ...RANK_600, Score: 720, Status: 'AboveTop', Found: true, BandHigh: 697, BandLow: 697, SameScoreCount: 21, RankBest: 1, RankWorst: 20, Rank: 20,
  Message: '720分高于本表公布的最高分（697分），位次在前20名以内，按20计',
};

/** 广东 2027 物理类 560 before the 2027 table is published: converted through the 2026 table. */
export const RANK_2027: LineRankAnswer = {
  ...RANK_600, Year: 2027, Score: 560, BandHigh: 560, BandLow: 560, SameScoreCount: 1034,
  RankBest: 41234, RankWorst: 42267, Rank: 42267, TableYear: 2026, Basis: '按2026年一分一段表换算（2027年一分一段表尚未公布）',
  Message: '同分1034人，位次区间41234–42267，按最低位次计为42267',
};

export const BATCH_2025: BatchLine[] = [
  { BatchId: 'b1', Track: '历史类', Batch: '特控线', LineKind: '特控线', Category: '普通类', Score: 557, Source: GD_SOURCE },
  { BatchId: 'b2', Track: '历史类', Batch: '本科线', LineKind: '本科线', Category: '普通类', Score: 464, Source: GD_SOURCE },
  { BatchId: 'b3', Track: '物理类', Batch: '体育类本科', LineKind: '体育类本科', Category: '体育类', Score: 350, Source: OFFICIAL_SOURCE },
  { BatchId: 'b4', Track: '物理类', Batch: '本科线', LineKind: '本科线', Category: '普通类', Score: 436, Source: GD_SOURCE },
];
