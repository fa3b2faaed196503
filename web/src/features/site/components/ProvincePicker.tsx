import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { Button, Modal } from 'semantic-ui-react';
import type { Province } from '@/types/api';
import { examProvinceAtom, provinceListAtom, setExamProvince } from '@/lib/site-config';
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

/** Header province selector; forced ('请选择地区') while no province is saved. */
export function ProvincePicker() {
  const list = useAtomValue(provinceListAtom);
  const current = useAtomValue(examProvinceAtom);
  const login = useAtomValue(loginDataAtom);
  const flags = useAtomValue(completenessAtom);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const forced = !current && list.length > 0;
  const locked = isRegionLocked(login, flags);

  const pick = (p: Province) => {
    const target = switchProvince(p, pathname);
    setExamProvince(p);
    setOpen(false);
    setTimeout(() => navigate(target), PROVINCE_SWITCH_DELAY_MS);
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
      <Button basic size="small" className="zy-province-trigger" onClick={openPicker} data-testid="province-picker-trigger" icon="map marker alternate" content={current?.ProvinceName ?? '选择地区'} />
      <Modal
        open={open || forced}
        onClose={() => setOpen(false)}
        closeIcon={!forced}
        closeOnDimmerClick={!forced}
        closeOnEscape={!forced}
        size="small"
        data-testid={forced ? 'province-picker-forced' : 'province-picker'}
      >
        <Modal.Header>{forced ? '请选择地区' : '切换地区'}</Modal.Header>
        <Modal.Content scrolling>
          {forced ? <p className="zy-muted">请选择您的高考所在地区，我们将为您提供对应的招生数据。</p> : null}
          <ProvinceGrid list={list} current={current} onPick={pick} />
        </Modal.Content>
      </Modal>
    </>
  );
}
