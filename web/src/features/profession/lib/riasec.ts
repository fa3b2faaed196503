// The six Holland interest types (RIASEC) as O*NET scores them, explained for students.

export interface InterestType {
  letter: 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
  name: string;
  hint: string;
}

export const RIASEC_LETTERS = 'RIASEC';

export const INTEREST_TYPES: InterestType[] = [
  { letter: 'R', name: '现实型', hint: '喜欢动手操作，使用工具、机器或与动植物打交道，偏好具体、实际的工作。' },
  { letter: 'I', name: '研究型', hint: '喜欢观察、分析和推理，乐于探索问题、钻研抽象的难题。' },
  { letter: 'A', name: '艺术型', hint: '喜欢创作和自我表达，偏好不拘一格、富有想象力的工作。' },
  { letter: 'S', name: '社会型', hint: '喜欢与人打交道，乐于帮助、教导、照顾和服务他人。' },
  { letter: 'E', name: '企业型', hint: '喜欢说服和带领他人，敢于决策，追求目标与成就。' },
  { letter: 'C', name: '常规型', hint: '喜欢有条理、按规程办事，擅长处理数据、文档和细节。' },
];

/** The Chinese name of one RIASEC letter ('' for any other). */
export function interestName(letter: string): string {
  return INTEREST_TYPES.find((t) => t.letter === letter.toUpperCase())?.name ?? '';
}

/** "ICR" → "研究型、常规型、现实型" (unknown letters are skipped). */
export function describeCode(code: string): string {
  return Array.from(code ?? '')
    .map(interestName)
    .filter(Boolean)
    .join('、');
}
