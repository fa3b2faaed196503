import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Button, Popup } from 'semantic-ui-react';
import { paramsAtom } from '@/lib/site-config';
import { AppQrCodes, useAppLinks } from './AppQrCodes';
import { ExamCountdown } from './ExamCountdown';
import { ProvincePicker } from './ProvincePicker';
import { SearchBox } from './SearchBox';

export function SiteLogo() {
  const params = useAtomValue(paramsAtom);
  return (
    <Link to="/index" className="zy-logo" data-testid="site-logo">
      {params.Web_Logo ? <img src={params.Web_Logo} alt="志愿" /> : <span className="zy-logo-mark">志愿</span>}
      <span className="zy-logo-text">
        <strong>高考志愿填报</strong>
        <small>选大学 · 选专业 · 填志愿</small>
      </span>
    </Link>
  );
}

function TopBar() {
  const params = useAtomValue(paramsAtom);
  const apps = useAppLinks();
  return (
    <div className="zy-topbar">
      <div className="zy-container zy-topbar-inner">
        <span>欢迎来到高考志愿填报服务平台</span>
        <span className="zy-topbar-right">
          {params.Web_TelPhone ? (
            <span data-testid="header-hotline">
              <i className="phone icon" />
              服务热线：{params.Web_TelPhone}
            </span>
          ) : null}
          {apps.length ? (
            <Popup
              on="hover"
              position="bottom center"
              trigger={
                <button type="button" className="zy-link-button" data-testid="header-app-qr-trigger">
                  <i className="mobile alternate icon" />
                  手机版
                </button>
              }
              content={<AppQrCodes testId="header-app-qr" size={104} />}
              wide="very"
            />
          ) : null}
          <Link to="/helpcenter" data-testid="header-help-link">
            <i className="question circle outline icon" />
            帮助中心
          </Link>
        </span>
      </div>
    </div>
  );
}

/** Site header: logo, hotline, app QR codes, help, province, search, VIP, countdown. */
export function Header() {
  return (
    <header className="zy-header" data-testid="site-header">
      <TopBar />
      <div className="zy-container zy-header-main">
        <SiteLogo />
        <ProvincePicker />
        <SearchBox />
        <ExamCountdown />
        <Button as={Link} to="/openvip" color="orange" className="zy-vip-button" data-testid="header-vip-button" aria-label="开通/激活VIP">
          <i className="diamond icon" />
          <span className="zy-vip-long">开通/激活</span>VIP
        </Button>
      </div>
    </header>
  );
}
