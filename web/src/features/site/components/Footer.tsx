import type { MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { Menu } from '@/types/api';
import { moduleCodesAtom, paramsAtom, webConfigAtom } from '@/lib/site-config';
import { useMenuNavigate } from '../hooks/useMenuNavigate';
import { AppQrCodes } from './AppQrCodes';
import { FooterAds } from './FooterAds';

function FooterLink({ menu }: { menu: Menu }) {
  const { go, hrefOf } = useMenuNavigate('footer');
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    go(menu);
  };
  return (
    <a href={hrefOf(menu)} onClick={onClick} data-testid={`footer-link-${menu.Id}`}>
      {menu.MenuName}
    </a>
  );
}

function BottomMenu() {
  const cfg = useAtomValue(webConfigAtom);
  const menus = cfg?.BottomMenuList ?? [];
  return (
    <section className="zy-footer-menu" data-testid="footer-bottom-menu">
      <div className="zy-container">
        <div className="zy-footer-columns">
          {menus.map((col) => (
            <div className="zy-footer-column" key={col.Id}>
              <h4>{col.MenuName}</h4>
              {(col.MenuList ?? []).map((m) => (
                <FooterLink key={m.Id} menu={m} />
              ))}
              {!col.MenuList?.length && col.MenuPath ? <FooterLink menu={col} /> : null}
            </div>
          ))}
          <AppQrCodes testId="footer-app-qr" size={88} />
        </div>
        <FooterAds />
      </div>
    </section>
  );
}

function Contact() {
  const p = useAtomValue(paramsAtom);
  return (
    <section className="zy-footer-contact" data-testid="footer-contact">
      <div className="zy-container">
        {p.Web_TelPhone ? <span data-testid="footer-phone"><i className="phone icon" />联系电话：{p.Web_TelPhone}</span> : null}
        {p.Web_CompanyAddress ? <span data-testid="footer-address"><i className="map marker alternate icon" />公司地址：{p.Web_CompanyAddress}</span> : null}
      </div>
    </section>
  );
}

function Bottom() {
  const p = useAtomValue(paramsAtom);
  return (
    <section className="zy-footer-bottom" data-testid="footer-bottom">
      <div className="zy-container">
        {p.Web_CopyRight ? <span data-testid="footer-copyright">{p.Web_CopyRight}</span> : null}
        {p.Web_ICP ? (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" data-testid="footer-icp">
            {p.Web_ICP}
          </a>
        ) : null}
        {p.Web_Police ? <span data-testid="footer-police">{p.Web_Police}</span> : null}
        {p.Web_TechnicalSupport ? <span data-testid="footer-support">技术支持：{p.Web_TechnicalSupport}</span> : null}
      </div>
    </section>
  );
}

/** Footer modules BottomMenu, Contact and Bottom, shown per the stored module list. */
export function Footer() {
  const modules = useAtomValue(moduleCodesAtom);
  return (
    <footer className="zy-footer" data-testid="site-footer">
      {modules.has('BottomMenu') ? <BottomMenu /> : null}
      {modules.has('Contact') ? <Contact /> : null}
      {modules.has('Bottom') ? <Bottom /> : null}
    </footer>
  );
}
