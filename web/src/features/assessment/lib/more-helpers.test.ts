import { describe, expect, it } from 'vitest';
import { TREE } from '@/features/major/test/fake-api';
import { ALLROUND_QUESTIONS, ALLROUND_RESULT, COVERAGE, LIKED_COVERAGE, PATH_QUESTIONS, SUBJECT_QUESTIONS, SUBJECT_RESULT } from '../test/more-fixtures';
import { scaleBars } from './bars';
import { HUB_ORDER, resultPath } from './banks';
import { shareBarData } from './combo-chart';
import { hasFigure, modeText, nextSort, shareText, sortCombos } from './combos';
import { byCategory, className, classesOf, searchClasses } from './major-classes';
import { answerWay, countLabel, optionsOf, sectionOf, sectionPosition } from './question-options';
import { restoreSheet, saveSheet, savedCount } from './saved-answers';
import { cleanMajors, flowBody, flowParams, flowPath, MAX_MAJORS, readFlow, toggleMajor } from './subject-flow';

describe('the 选科 choices in the URL', () => {
  it('reads the province, year and liked classes, dropping bad ones, and writes them back', () => {
    const f = readFlow(new URLSearchParams('province=44&year=2027&majors=0809,0812,0809,x,12345'));
    expect(f).toEqual({ province: 44, year: 2027, majors: ['0809', '0812'] });
    expect(flowParams(f).toString()).toBe('province=44&year=2027&majors=0809%2C0812');
    expect(readFlow(new URLSearchParams('province=-3&year=abc'))).toEqual({ province: 0, year: 0, majors: [] });
    expect(flowPath('/exam-test/enter-content', { province: 0, year: 0, majors: [] })).toBe('/exam-test/enter-content');
    expect(flowPath('/exam-test/enter-content', { province: 44, year: 2027, majors: [] })).toBe('/exam-test/enter-content?province=44&year=2027');
  });

  it('sends what was chosen; the API’s defaults stand for the rest', () => {
    expect(flowBody({ province: 44, year: 2027, majors: ['0809'] })).toEqual({ ProvinceId: 44, ExamYear: 2027, Majors: ['0809'] });
    expect(flowBody({ province: 0, year: 0, majors: [] })).toEqual({ Majors: [] });
  });

  it('picks at most ten classes; picking one again drops it', () => {
    const ten = Array.from({ length: MAX_MAJORS }, (_, i) => `08${String(i + 1).padStart(2, '0')}`);
    expect(toggleMajor(ten, '0901')).toBe(ten);
    expect(toggleMajor(ten, '0801')).toHaveLength(9);
    expect(toggleMajor([], '0809')).toEqual(['0809']);
    expect(cleanMajors([...ten, '0901'])).toHaveLength(10);
  });
});

describe('the 专业类 catalogue', () => {
  it('lists the classes with their 门类, finds them by name, 门类 or code, and groups them', () => {
    const classes = classesOf(TREE);
    expect(classes.map((c) => c.code)).toEqual(['0101', '0801', '0809']);
    expect(searchClasses(classes, ' 计算机 ').map((c) => c.name)).toEqual(['计算机类']);
    expect(searchClasses(classes, '工学').map((c) => c.code)).toEqual(['0801', '0809']);
    expect(searchClasses(classes, '08').map((c) => c.code)).toEqual(['0801', '0809']);
    expect(searchClasses(classes, '')).toEqual([]);
    expect(byCategory(classes).map((g) => [g.category, g.classes.length])).toEqual([['哲学', 1], ['工学', 2]]);
    expect(className(classes, '0809')).toBe('计算机类');
    expect(className([], '0809')).toBe('0809');
  });
});

describe('the combination tables', () => {
  const combos = LIKED_COVERAGE.Combos!;
  it('sorts by a column, figures missing last, and flips on a second click', () => {
    expect(sortCombos(combos, { key: 'Share', desc: true }).map((c) => c.Share)).toEqual([72.4, 70.5, 30.1]);
    expect(sortCombos(combos, { key: 'LikedShare', desc: false }).map((c) => c.LikedShare)).toEqual([1.1, 96.3, 98.5]);
    const partly = [{ ...combos[0], LikedShare: undefined }, combos[1], combos[2]];
    expect(sortCombos(partly, { key: 'LikedShare', desc: true }).map((c) => c.Name)).toEqual(['物理+化学+地理', '历史+政治+地理', '物理+化学+生物']);
    expect(sortCombos(SUBJECT_RESULT.Coverage!.Combos!, { key: 'Rank', desc: false }).map((c) => c.Rank)).toEqual([1, 2, 3]);
    expect(nextSort({ key: 'Share', desc: true }, 'Share')).toEqual({ key: 'Share', desc: false });
    expect(nextSort({ key: 'Share', desc: true }, 'Name')).toEqual({ key: 'Name', desc: false });
    expect(nextSort({ key: 'Name', desc: false }, 'Fit')).toEqual({ key: 'Fit', desc: true });
  });

  it('shows the figures as given', () => {
    expect(shareText(72.4)).toBe('72.4%');
    expect(shareText(undefined)).toBe('—');
    expect(hasFigure(COVERAGE.Combos!, 'LikedShare')).toBe(false);
    expect(hasFigure(combos, 'LikedShare')).toBe(true);
    expect(modeText('3+3_zhejiang')).toBe('3+3（7选3，含技术）');
    expect(shareBarData(COVERAGE.Combos!).labels).toEqual(['物理+化学+生物', '物理+化学+地理', '历史+政治+地理']);
    expect(shareBarData(COVERAGE.Combos!).datasets[0].data).toEqual([72.4, 70.5, 30.1]);
  });
});

describe('options, sections and bars', () => {
  it('takes an item’s own options, else its section’s, else the bank’s', () => {
    const [q1, q2] = PATH_QUESTIONS.Questions!;
    expect(optionsOf(PATH_QUESTIONS, q2)).toHaveLength(6);
    expect(optionsOf(PATH_QUESTIONS, q1).map((o) => o.Text)).toEqual(['普通高中', '中职或技工学校', '其他']);
    const v = ALLROUND_QUESTIONS.Questions![2];
    expect(sectionOf(ALLROUND_QUESTIONS, v)?.Name).toBe('价值观');
    expect(optionsOf(ALLROUND_QUESTIONS, v)[4].Text).toBe('非常重要');
    expect(sectionPosition(ALLROUND_QUESTIONS, ALLROUND_QUESTIONS.Questions![1])).toEqual({ index: 1, total: 2 });
    expect(optionsOf(SUBJECT_QUESTIONS, SUBJECT_QUESTIONS.Questions![0])[0].Text).toBe('完全不符合');
    expect(sectionOf(SUBJECT_QUESTIONS, SUBJECT_QUESTIONS.Questions![0])).toBeNull();
  });

  it('words the way to answer on the intro', () => {
    expect(answerWay(SUBJECT_QUESTIONS)).toBe('每题从“完全不符合”到“完全符合”中选一项');
    expect(answerWay(PATH_QUESTIONS)).toBe('每题从给出的选项中选一项');
    expect(answerWay(ALLROUND_QUESTIONS)).toBe('分兴趣、价值观2部分，每部分按各自的选项作答');
  });

  it('keeps a saved answer up to the item’s own option count', () => {
    const items = PATH_QUESTIONS.Questions!;
    saveSheet('path', { version: 'p1', values: { Q01: 4, Q02: 6 }, index: 2 });
    expect(restoreSheet('path', 'p1', items).sheet.values).toEqual({ Q02: 6 });
    expect(savedCount('path', 'p1', items)).toBe(1);
  });

  it('draws scales as bars with their figures; the subject hint shows what it draws on', () => {
    expect(scaleBars(SUBJECT_RESULT.Scales)[0]).toEqual({ key: '物理/ability', label: '物理·成绩与能力', percent: 83.3, note: '13（3–15 分） · 较高' });
    const hint = scaleBars(ALLROUND_RESULT.Parts![4].Scales)[0];
    expect(hint).toEqual({ key: '物理', label: '物理', percent: 77.5, note: '参考：数理逻辑、空间想象' });
  });
});

describe('the new tests’ pages', () => {
  it('lists every test on the hub and links each result page', () => {
    expect(HUB_ORDER).toEqual(['holland', 'bigfive', 'type16', 'subjects', 'allround', 'path']);
    expect(resultPath('subjects', 'x')).toBe('/exam-test/sort-score?id=x');
    expect(resultPath('path', 'y')).toBe('/submit-test?id=y');
    expect(resultPath('allround', 'z')).toBe('/allround-result?id=z');
  });
});

describe('countLabel', () => {
  it('counts the items everyone answers and names those asked in 浙江 only', () => {
    const q = (Id: string, Only?: string) => ({ Id, No: 1, Text: Id, Only });
    expect(countLabel({ ...SUBJECT_QUESTIONS, Questions: [q('J01'), q('J02')] })).toBe('2 题');
    expect(countLabel({ ...SUBJECT_QUESTIONS, Questions: [q('J01'), q('J31', '技术'), q('J32', '技术')] })).toBe('1 题（浙江另有技术 2 题）');
    expect(countLabel({ ...SUBJECT_QUESTIONS, Questions: null })).toBe('0 题');
  });
});
