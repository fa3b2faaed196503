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

export const ABOVE_TOP: LineRankAnswer = {
  ...RANK_600, Score: 720, Status: 'AboveTop', Found: false, BandHigh: 0, BandLow: 0, SameScoreCount: 0, RankBest: 0, RankWorst: 0, Rank: 0,
  Message: '该分数高于本表公布的最高分（697分），本表不给出位次',
};

export const BATCH_2025: BatchLine[] = [
  { BatchId: 'b1', Track: '历史类', Batch: '特控线', LineKind: '特控线', Category: '普通类', Score: 557, Source: GD_SOURCE },
  { BatchId: 'b2', Track: '历史类', Batch: '本科线', LineKind: '本科线', Category: '普通类', Score: 464, Source: GD_SOURCE },
  { BatchId: 'b3', Track: '物理类', Batch: '体育类本科', LineKind: '体育类本科', Category: '体育类', Score: 350, Source: OFFICIAL_SOURCE },
  { BatchId: 'b4', Track: '物理类', Batch: '本科线', LineKind: '本科线', Category: '普通类', Score: 436, Source: GD_SOURCE },
];
