import { describe, expect, it } from 'vitest';
import { addProblem, inputsOf, moved } from './targets';

const t = (CollegeCode: string, MajorName = '') => ({ CollegeCode, CollegeName: `院校${CollegeCode}`, MajorName, Note: '' });

describe('target list', () => {
  it('takes five distinct targets at most', () => {
    expect(addProblem([t('1')], t('1', '生物科学'))).toBe('');
    expect(addProblem([t('1', '生物科学')], t('1', ' 生物科学 '))).toBe('目标重复：院校1（生物科学）已在列表中');
    expect(addProblem(['1', '2', '3', '4', '5'].map((c) => t(c)), t('6'))).toBe('目标院校最多 5 个');
  });
  it('moves within the list and sends the college codes', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(inputsOf([t('10022', ' 园林 ')])).toEqual([{ CollegeId: '10022', MajorName: '园林', Note: '' }]);
  });
});
