// The onboarding hint's connector lines: from the edge of the hint box to the element it points at.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/**
 * A line from the point of the hint box nearest the target's centre to that centre (kept inside
 * the viewport's height, so a target below the fold is pointed at from its edge).
 */
export function connector(box: Box, target: Box, viewportHeight: number): Line {
  const x2 = (target.left + target.right) / 2;
  const y2 = clamp((target.top + target.bottom) / 2, 8, Math.max(8, viewportHeight - 8));
  return { x1: clamp(x2, box.left, box.right), y1: clamp(y2, box.top, box.bottom), x2, y2 };
}
