import { describe, expect, it } from 'vitest';
import { requirementText, subjectRuleText } from './subject-rule';

describe('subject requirement text', () => {
  it('reads the four canonical forms', () => {
    expect(subjectRuleText('不限')).toBe('不限');
    expect(subjectRuleText('化学')).toBe('化学');
    expect(subjectRuleText('物理+化学')).toBe('物理、化学（均须选考）');
    expect(subjectRuleText('物理+化学+生物')).toBe('物理、化学、生物（均须选考）');
    expect(subjectRuleText('物理/化学')).toBe('物理、化学（选考其一即可）');
  });
  it('falls back to the printed wording, then a dash', () => {
    expect(requirementText({ SubjectRule: '', Requirement: '传统理工' })).toBe('传统理工');
    expect(requirementText({ Requirement: '' })).toBe('—');
    expect(requirementText({ SubjectRule: '化学', Requirement: '化' })).toBe('化学');
  });
});
