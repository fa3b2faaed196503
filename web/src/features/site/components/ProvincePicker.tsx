import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { Button, Modal } from 'semantic-ui-react';
import type { Province } from '@/types/api';
import { browseNationallyAtom, examProvinceAtom, provinceListAtom, setExamProvince } from '@/lib/site-config';
import { appStore } from '@/lib/store';
import { completenessAtom, loginDataAtom } from '@/lib/session';
import { groupProvincesByPinyin, isRegionLocked, PROVINCE_SWITCH_DELAY_MS, switchProvince } from '@/lib/province';
import { notify } from '@/lib/notify';

function ProvinceGrid({ list, current, onPick }: { list: Province[]; current: Province | null; onPick: (p: Province) => void }) {
  const groups = groupProvincesByPinyin(list);
  if (!groups.length) return <p className="zy-muted">暂无地区数据</p>;
  return (
    <dl className="zy-province-grid" data-testid="province-groups">
      {groups.map((g) => (
        <div className="zy-province-group" key={g.letter} data-testid={`province-group-${g.letter}`}>
          <dt>{g.letter}</dt>
          <dd>
            {g.provinces.map((p) => (
              <button
                type="button"
                key={p.ProvinceId}
                className={`zy-province-option${current?.ProvinceId === p.ProvinceId ? ' active' : ''}`}
                onClick={() => onPick(p)}
                data-testid={`province-option-${p.ProvinceId}`}
                data-province-name={p.ProvinceName}
              >
                {p.ProvinceName}
              </button>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Header province selector. A first visit (no province saved) opens it by itself ('请选择地区'),
 * but it can always be closed: the visitor then browses nationally until choosing a province.
 */
export function ProvincePicker() {
  const list = useAtomValue(provinceListAtom);
  const current = useAtomValue(examProvinceAtom);
  const login = useAtomValue(loginDataAtom);
  const flags = useAtomValue(completenessAtom);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const national = useAtomValue(browseNationallyAtom);
  const forced = !current && list.length > 0 && !national;
  const locked = isRegionLocked(login, flags);

  const pick = (p: Province) => {
    const target = switchProvince(p, pathname);
    setExamProvince(p);
    appStore.set(browseNationallyAtom, false);
    setOpen(false);
    setTimeout(() => navigate(target), PROVINCE_SWITCH_DELAY_MS);
  };
  const close = () => {
    if (forced) appStore.set(browseNationallyAtom, true);
    setOpen(false);
  };
  const openPicker = () => {
    if (locked) {
      notify.info('地区已按您的高考信息锁定，如需修改请前往个人中心“高考成绩”');
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button basic size="small" className="zy-province-trigger" onClick={openPicker} data-testid="province-picker-trigger" icon="map marker alternate" content={current?.ProvinceName ?? (national ? '全国' : '选择地区')} />
      <Modal
        open={open || forced}
        onClose={close}
        closeIcon={{ name: 'close', 'aria-label': '关闭', 'data-testid': 'province-picker-close' }}
        size="small"
        className="zy-province-modal"
        data-testid={forced ? 'province-picker-forced' : 'province-picker'}
      >
        <Modal.Header>{forced ? '请选择地区' : '切换地区'}</Modal.Header>
        <Modal.Content>
          {forced ? <p className="zy-muted">选择你的高考所在地区，页面会显示该省的招生数据；也可以先浏览全国的院校和专业。</p> : null}
          <ProvinceGrid list={list} current={current} onPick={pick} />
          {forced ? (
            <Button basic fluid className="zy-province-national" onClick={close} data-testid="province-browse-national" content="先浏览全国" />
          ) : null}
        </Modal.Content>
      </Modal>
    </>
  );
}
