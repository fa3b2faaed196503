/** Where a refusal points: "第 1 章第 3 课时须选择上传的视频…" is chapter 1, lesson 3 (1-based). */
export interface ProblemPlace {
  chapter: number;
  /** null: the chapter itself. */
  lesson: number | null;
}

/** The chapter and lesson a server message names, or null when it names none. */
export function problemPlace(message: string | null | undefined): ProblemPlace | null {
  const m = /第\s*(\d+)\s*章(?:第\s*(\d+)\s*课时)?/.exec(message ?? '');
  if (!m) return null;
  return { chapter: Number(m[1]), lesson: m[2] ? Number(m[2]) : null };
}
