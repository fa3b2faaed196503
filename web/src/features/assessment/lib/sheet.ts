// The answer page's pure logic: progress, the unanswered items, moving on, the submitted body.
import type { Question, SubmitBody } from '../types';
import type { Sheet, Values } from './saved-answers';

export const answeredCount = (questions: Question[], values: Values) => questions.filter((q) => values[q.Id] !== undefined).length;

/** The items still without an answer, in the bank's order. */
export const unansweredOf = (questions: Question[], values: Values) => questions.filter((q) => values[q.Id] === undefined);

/** The share answered, 0–100 (whole percent). */
export const progressPercent = (questions: Question[], values: Values) => (questions.length ? Math.round((answeredCount(questions, values) / questions.length) * 100) : 0);

/** The review step comes after the last question. */
export const isReview = (sheet: Sheet, questions: Question[]) => sheet.index >= questions.length;

/**
 * Answering the shown question moves on to the next unanswered one after it: the next item while
 * answering in order, back to where the student was after changing an earlier answer, and the
 * review when none is left after it.
 */
export function choose(sheet: Sheet, questions: Question[], id: string, value: number): Sheet {
  const at = questions.findIndex((q) => q.Id === id);
  if (at < 0) return sheet;
  const values = { ...sheet.values, [id]: value };
  const next = questions.findIndex((q, i) => i > at && values[q.Id] === undefined);
  return { ...sheet, values, index: next < 0 ? questions.length : next };
}

/** Goes to a question (or the review at `questions.length`). */
export const goTo = (sheet: Sheet, questions: Question[], index: number): Sheet => ({ ...sheet, index: Math.min(Math.max(index, 0), questions.length) });

/** The body of Career/HollandTest (…): the version the items were read at and every answer, in the bank's order. */
export function submitBody(version: string, questions: Question[], values: Values): SubmitBody {
  return { Version: version, Answers: questions.filter((q) => values[q.Id] !== undefined).map((q) => ({ Id: q.Id, Value: values[q.Id] })) };
}
