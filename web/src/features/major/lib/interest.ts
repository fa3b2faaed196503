// The Holland (RIASEC) interest code of a major, spelled out in Chinese.

export const INTEREST_NAMES: Record<string, string> = {
  R: '现实型',
  I: '研究型',
  A: '艺术型',
  S: '社会型',
  E: '企业型',
  C: '常规型',
};

/** "ICR" → ["I 研究型", "C 常规型", "R 现实型"]; unknown letters are skipped. */
export function interestParts(code: string | null | undefined): string[] {
  return Array.from((code ?? '').toUpperCase())
    .filter((c) => c in INTEREST_NAMES)
    .map((c) => `${c} ${INTEREST_NAMES[c]}`);
}
