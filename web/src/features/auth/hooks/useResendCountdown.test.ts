import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { resendLabel, useResendCountdown } from './useResendCountdown';

afterEach(() => vi.useRealTimers());

describe('SMS resend countdown', () => {
  it('counts down from ResendAfter and frees the button at 0', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useResendCountdown());
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    expect(resendLabel(result.current.remaining)).toBe('60秒后重新获取');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.remaining).toBe(50);
    act(() => {
      vi.advanceTimersByTime(50_000);
    });
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(resendLabel(0)).toBe('获取验证码');
  });
});
