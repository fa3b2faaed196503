import { describe, expect, it } from 'vitest';
import { charCount, questionProblem, titleProblem } from './limits';

describe('limits', () => {
  it('counts characters as the server does (an emoji is one)', () => {
    expect(charCount('广东物理类')).toBe(5);
    expect(charCount('分数😀')).toBe(3);
  });

  it('wants a title of 1–30 characters after trimming', () => {
    expect(titleProblem('   ')).toBe('请填写对话标题');
    expect(titleProblem('一'.repeat(31))).toBe('标题不能超过 30 个字');
    expect(titleProblem(` ${'一'.repeat(30)} `)).toBeNull();
    expect(titleProblem('广东600分位次')).toBeNull();
    expect(titleProblem('一二三', 2)).toBe('标题不能超过 2 个字');
  });

  it('wants a question of 1–500 characters after trimming', () => {
    expect(questionProblem('\n ')).toBe('请输入问题');
    expect(questionProblem('问'.repeat(500))).toBeNull();
    expect(questionProblem('问'.repeat(501))).toBe('问题不能超过 500 个字');
  });
});
