// Prints the plain closing line 'N passed, N failed' (plus skipped) after the default report.
import type { Reporter } from 'vitest/reporters';

type Task = { type: string; mode?: string; result?: { state?: string }; tasks?: Task[] };

function count(tasks: Task[], acc = { passed: 0, failed: 0, skipped: 0 }) {
  for (const t of tasks) {
    if (t.tasks) count(t.tasks, acc);
    if (t.type !== 'test') continue;
    const state = t.result?.state;
    if (state === 'pass') acc.passed++;
    else if (state === 'fail') acc.failed++;
    else acc.skipped++;
  }
  return acc;
}

export default class SummaryReporter implements Reporter {
  onFinished(files: Task[] = [], errors: unknown[] = []) {
    const c = count(files);
    const failed = c.failed + (errors.length && !c.failed ? 1 : 0);
    process.stdout.write(`\n${c.passed} passed, ${failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}\n`);
  }
}
