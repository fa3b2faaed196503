import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import { appStore } from '@/lib/store';
import { saveWebConfig, setExamProvince } from '@/lib/site-config';
import { clearLogin, saveLoginData, studentAtom } from '@/lib/session';
import { getItem, setItem, StorageKeys } from '@/lib/storage';
import type { WebConfig } from '@/types/api';
import { ProvincePicker } from './ProvincePicker';
import { Footer } from './Footer';
import { UserMenu } from './UserMenu';
import { ExamCountdown } from './ExamCountdown';

const cfg = (over: Partial<WebConfig> = {}): Partial<WebConfig> => ({
  ParamList: [
    { ParamKey: 'Web_CopyRight', ParamValue: '© 2026 志愿' },
    { ParamKey: 'Web_TelPhone', ParamValue: '400-000-0000' },
    { ParamKey: 'Web_ExamDate', ParamValue: '0' },
  ],
  ModuleList: [{ ModuleCode: 'Bottom' }, { ModuleCode: 'Contact' }],
  ProvinceList: [
    { ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B', CEEDate: '2099-06-07', ExamMode: '3+3' },
    { ProvinceId: 34, ProvinceName: '安徽', PinYinOne: 'A', CEEDate: '2099-06-07', ExamMode: '3+1+2' },
  ],
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
  setExamProvince(null);
  clearLogin();
});

describe('province picker', () => {
  it('is forced while no province is saved; choosing clears tempScoreInfo and goes to /refresh from /index', () => {
    vi.useFakeTimers();
    saveWebConfig(cfg());
    setExamProvince(null);
    setItem(StorageKeys.TempScoreInfo, { Score: 1 });
    renderAt('/index', [{ path: '*', element: page(<ProvincePicker />) }]);
    expect(screen.getByText('请选择地区')).toBeTruthy();
    expect(screen.getByTestId('province-group-A')).toBeTruthy();
    fireEvent.click(screen.getByTestId('province-option-11'));
    expect(getItem(StorageKeys.TempScoreInfo)).toBeNull();
    expect(getItem<{ ProvinceName: string }>(StorageKeys.ExamProvince)?.ProvinceName).toBe('北京');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByTestId('location').textContent).toBe('/refresh');
    expect(screen.getByTestId('province-picker-trigger').textContent).toContain('北京');
  });
});

describe('exam countdown', () => {
  it("shows days for the saved province when Web_ExamDate is '0'", () => {
    saveWebConfig(cfg());
    setExamProvince({ ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B' });
    renderAt('/index', [{ path: '*', element: <ExamCountdown /> }]);
    expect(Number(screen.getByTestId('exam-countdown-days').textContent)).toBeGreaterThan(0);
  });
  it('marks a date carried from an earlier year as an estimate, with its basis', () => {
    const list = cfg().ProvinceList!.map((p) => ({ ...p, CEEDateBasis: '按往年惯例（每年6月7日开考）' }));
    saveWebConfig(cfg({ ProvinceList: list }));
    setExamProvince({ ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B' });
    renderAt('/index', [{ path: '*', element: <ExamCountdown /> }]);
    const basis = screen.getByTestId('exam-countdown-basis');
    expect(basis.textContent).toBe('（预计）');
    expect(basis.getAttribute('title')).toBe('按往年惯例（每年6月7日开考）');
  });
  it('shows no estimate mark for a published date', () => {
    saveWebConfig(cfg());
    setExamProvince({ ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B' });
    renderAt('/index', [{ path: '*', element: <ExamCountdown /> }]);
    expect(screen.queryByTestId('exam-countdown-basis')).toBeNull();
  });
  it('is hidden otherwise', () => {
    saveWebConfig(cfg({ ParamList: [{ ParamKey: 'Web_ExamDate', ParamValue: '1' }] }));
    setExamProvince({ ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B' });
    renderAt('/index', [{ path: '*', element: <ExamCountdown /> }]);
    expect(screen.queryByTestId('exam-countdown')).toBeNull();
  });
});

describe('footer', () => {
  it('shows only the modules in ModuleList', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ Code: 0, Data: [], Message: '' }))));
    saveWebConfig(cfg());
    renderAt('/index', [{ path: '*', element: <Footer /> }]);
    expect(screen.getByTestId('footer-copyright').textContent).toBe('© 2026 志愿');
    expect(screen.getByTestId('footer-phone').textContent).toContain('400-000-0000');
    expect(screen.queryByTestId('footer-bottom-menu')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('user menu', () => {
  it('offers login when logged out', () => {
    renderAt('/index', [{ path: '*', element: <UserMenu /> }]);
    expect(screen.getByTestId('nav-login-link').textContent).toContain('登录/注册');
  });
  it('shows the password entry only when the user has a login name', () => {
    saveLoginData({ Token: 't', UserId: 1, NickName: '小明', UserType: 0, RightsList: [], UserProductList: [] });
    appStore.set(studentAtom, { HasLoginName: false, NickName: '小明', UserScore: null, Student: null });
    const { unmount } = renderAt('/index', [{ path: '*', element: <UserMenu /> }]);
    fireEvent.click(screen.getByTestId('nav-user-name'));
    expect(screen.getByTestId('nav-user-info')).toBeTruthy();
    expect(screen.queryByTestId('nav-user-setpwd')).toBeNull();
    unmount();
    appStore.set(studentAtom, { HasLoginName: true, NickName: '小明', UserScore: null, Student: null });
    renderAt('/index', [{ path: '*', element: <UserMenu /> }]);
    fireEvent.click(screen.getByTestId('nav-user-name'));
    expect(screen.getByTestId('nav-user-setpwd')).toBeTruthy();
  });
});
