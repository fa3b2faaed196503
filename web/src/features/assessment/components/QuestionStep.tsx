import { useEffect, useRef, useState } from 'react';
import { Button, Progress } from 'semantic-ui-react';
import type { Option, Question } from '../types';

/** How long the options of an item reached by answering stay inactive: longer than a double tap. */
export const SETTLE_MS = 350;

/** One item with its options as large buttons; choosing one moves on. */
export function QuestionStep({ question, index, total, answered, percent, options, section, value, focus, settle = false, onChoose, onBack, onForward }: {
  question: Question;
  index: number;
  total: number;
  answered: number;
  percent: number;
  options: Option[];
  /** 综合测评: the item's section and its place in it. */
  section?: { name: string; index: number; total: number } | null;
  value: number | undefined;
  /** Reached by answering or moving: the item takes the focus (keyboard and screen reader users follow it). */
  focus: boolean;
  /** Reached by answering the item before: the options wait SETTLE_MS before they take a choice. */
  settle?: boolean;
  onChoose: (value: number) => void;
  onBack: () => void;
  /** Forward without changing the answer (shown once this item is answered). */
  onForward: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [settled, setSettled] = useState(!settle);
  useEffect(() => {
    if (settled) return;
    const t = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(t);
  }, [settled]);
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <section className="zy-test-step" data-testid="test-question" data-id={question.Id}>
      {section ? (
        <p className="zy-test-section" data-testid="test-section">
          {section.name}
          <span className="zy-muted zy-small">
            （本部分第 {section.index + 1} / {section.total} 题）
          </span>
        </p>
      ) : null}
      <div className="zy-test-progress">
        <span data-testid="test-progress-text">
          第 {index + 1} / {total} 题
        </span>
        <span className="zy-muted zy-small" data-testid="test-answered">
          已答 {answered} 题
        </span>
      </div>
      <Progress
        percent={percent}
        size="tiny"
        color="blue"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-label={`已答 ${answered} / ${total} 题`}
        data-testid="test-progress"
      />
      <h2 className="zy-test-question" id={`q-${question.Id}`} tabIndex={-1} ref={heading}>
        {question.No}. {question.Text}
      </h2>
      {question.Help ? (
        <p className="zy-muted zy-small zy-test-help" data-testid="test-help">
          {question.Help}
        </p>
      ) : null}
      <div className="zy-test-options" role="group" aria-labelledby={`q-${question.Id}`}>
        {options.map((o) => (
          <button
            key={o.Value}
            type="button"
            className={`zy-test-option${value === o.Value ? ' chosen' : ''}`}
            aria-pressed={value === o.Value}
            disabled={!settled}
            onClick={() => onChoose(o.Value)}
            data-testid="test-option"
            data-value={o.Value}
          >
            {o.Text}
          </button>
        ))}
      </div>
      <div className="zy-test-nav">
        <Button basic type="button" icon="angle left" content="上一题" disabled={index === 0} onClick={onBack} data-testid="test-back" />
        {value !== undefined ? <Button basic type="button" content={index + 1 === total ? '去提交' : '下一题'} onClick={onForward} data-testid="test-forward" /> : null}
      </div>
    </section>
  );
}
