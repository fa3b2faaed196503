import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt } from '@/test/render';
import PersonalLayout from './PersonalLayout';

afterEach(cleanup);

describe('the personal center’s side navigation', () => {
  it('lists 录入真实成绩, which opens /setRealScore, next to 高考成绩', async () => {
    renderAt('/setRealScore', [{ element: <PersonalLayout />, children: [{ path: '/setRealScore', element: <p>真实成绩页</p> }] }]);
    const entry = await screen.findByTestId('side-realscore');
    expect(entry.textContent).toBe('录入真实成绩');
    expect(entry.getAttribute('href')).toBe('/setRealScore');
    expect(entry.className).toContain('active');
    const items = [...screen.getByTestId('personal-side-nav').querySelectorAll('a')].map((a) => a.getAttribute('data-testid'));
    expect(items.indexOf('side-realscore')).toBe(items.indexOf('side-examinee') + 1);
  });
});
