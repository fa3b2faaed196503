import { useState } from 'react';
import { Header, Menu } from 'semantic-ui-react';
import { useAdmin } from '../hooks/useAdmin';
import { isAdmin } from '../lib/roles';
import { sectionDef } from '../lib/sections';
import { ParamEditor } from './ParamEditor';
import { SectionPanel } from './SectionPanel';

const PARAMS = 'ParamList';

/** /admin/site (admins): the site configuration's sections and parameters, one at a time. */
export default function SitePage() {
  const me = useAdmin();
  const sections = me.Sections ?? [];
  const [open, setOpen] = useState<string>(sections[0] ?? PARAMS);
  if (!isAdmin(me)) {
    return (
      <p className="zy-admin-error" data-testid="admin-site-forbidden">
        只有管理员可以修改站点设置。
      </p>
    );
  }
  return (
    <div className="zy-admin-site" data-testid="admin-site-page">
      <Header as="h2">站点设置</Header>
      <Menu secondary pointing className="zy-admin-tabs" data-testid="admin-site-tabs">
        {[...sections, PARAMS].map((name) => (
          <Menu.Item key={name} active={open === name} onClick={() => setOpen(name)} data-testid={`admin-site-tab-${name}`}>
            {name === PARAMS ? '参数' : sectionDef(name).label}
          </Menu.Item>
        ))}
      </Menu>
      {open === PARAMS ? <ParamEditor /> : <SectionPanel key={open} name={open} />}
    </div>
  );
}
