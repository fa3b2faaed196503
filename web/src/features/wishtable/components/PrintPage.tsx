import { useSearchParams } from 'react-router';
import { Button } from 'semantic-ui-react';
import { useTableDetail } from '../hooks/useTableDetail';
import { scoreText, timeText } from '../lib/format';
import { majorCells, majorColumns } from '../lib/print';
import type { Detail } from '../types';
import { TableGate } from './TableGate';
import { TableNav } from './TableNav';
import '../wishtable.css';
import '../print.css';

/** /online-print?id=: the table laid out like the official form, with 打印. */
export default function PrintPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { detail, error } = useTableDetail(id);
  return (
    <div className="zy-container zy-wish-page zy-print-page" data-testid="wish-print-page">
      <TableGate id={id} detail={detail} error={error}>
        {(d) => <PrintView detail={d} />}
      </TableGate>
    </div>
  );
}

function PrintView({ detail }: { detail: Detail }) {
  const t = detail.Table;
  const n = majorColumns(detail);
  const group = t.Mode === 'group';
  const units = detail.Units ?? [];
  const printedAt = timeText(new Date().toISOString());
  return (
    <>
      <div className="zy-no-print">
        <TableNav id={t.TableId} current="print" />
        <Button type="button" primary icon="print" content="打印" onClick={() => window.print()} data-testid="wish-print-button" />
        <span className="zy-muted zy-small"> 打印时只输出下面的志愿表；手机上可横屏查看。</span>
      </div>
      <article className="zy-print-sheet" data-testid="wish-print-sheet">
        <h1>
          {t.ProvinceName}
          {t.Year}年普通高校招生志愿表
        </h1>
        <p className="zy-print-meta">
          {t.Name} · {t.Track} · {scoreText(t)} · {t.ModeName}
        </p>
        <div className="zy-table-scroll" tabIndex={0}>
          <table className="zy-print-table" data-testid="wish-print-table">
            <thead>
              <tr>
                <th scope="col">志愿序号</th>
                <th scope="col">院校代号</th>
                <th scope="col">院校名称</th>
                {group ? <th scope="col">专业组代号</th> : null}
                {t.Mode === 'major' ? <th scope="col">专业名称</th> : null}
                {Array.from({ length: n }, (_, i) => (
                  <th scope="col" key={i}>
                    专业{i + 1}
                  </th>
                ))}
                {t.Mode !== 'major' ? <th scope="col">服从调剂</th> : null}
              </tr>
            </thead>
            <tbody>
              {units.map((u) => (
                <tr key={u.Key} data-testid="wish-print-row">
                  <td>{u.Index}</td>
                  <td>{u.SchoolCode || u.CollegeCode}</td>
                  <td data-testid="wish-print-college">{u.CollegeName}</td>
                  {group ? <td data-testid="wish-print-group">{u.GroupCode}</td> : null}
                  {t.Mode === 'major' ? <td>{u.MajorName}</td> : null}
                  {majorCells(u, n).map((m, i) => (
                    <td key={i}>{m}</td>
                  ))}
                  {t.Mode !== 'major' ? <td>{u.Adjust ? '是' : '否'}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {!units.length ? <p>志愿表还没有志愿。</p> : null}
        <p className="zy-print-foot" data-testid="wish-print-version">
          表版本 v{t.Version} · 更新于 {timeText(t.UpdatedAt)} · 打印于 {printedAt}
        </p>
        <p className="zy-print-foot">本表仅供核对，正式填报以省教育考试院志愿填报系统为准。</p>
      </article>
    </>
  );
}
