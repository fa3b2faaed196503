import { Form, Segment } from 'semantic-ui-react';
import { useSearchParams } from 'react-router';
import { BasisTag } from '@/components/BasisTag';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { trackName, useStudentContext } from '@/lib/student-context';
import { getLineBatchList } from '../api/get-line-batch-list';
import { useProvinces } from '../hooks/useProvinces';
import { AdmissionHead } from './AdmissionHead';
import { BatchLineGroups } from './BatchLineGroups';
import { BatchTrend } from './BatchTrend';
import { ProvinceSelect } from './ProvinceSelect';
import { YearSelect } from './YearSelect';
import '../admission.css';

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** /query-batch (批次线查询): the lines of a province and year by track, and the 普通类 lines across years. */
export default function QueryBatchPage() {
  const [params, setParams] = useSearchParams();
  const askedYear = int(params.get('year'));
  const provinces = useProvinces(int(params.get('province')));
  const province = provinces.province;
  const body = provinces.id ? { ProvinceId: provinces.id, ...(askedYear ? { Year: askedYear } : {}) } : null;
  // An answer counts only for the province it was asked for.
  const lines = useLoad(async () => ({ body, answer: await getLineBatchList(body!) }), body ? JSON.stringify(body) : null);
  const data = province && lines.data && lines.data.body?.ProvinceId === province.ProvinceId ? lines.data.answer : null;
  const years = data?.Years ?? [];
  const year = data?.Year || askedYear;
  const list = data?.List ?? [];
  const student = useStudentContext();
  // Before a year's lines are published the newest year's stand in: said by the server for an
  // asked year (Basis), and here for the signed-in student's coming exam on the default view.
  const comingYear = askedYear ?? (student && student.provinceId === province?.ProvinceId ? student.examYear : null);
  const basis = data?.Basis || (data && year && comingYear && comingYear > year ? `${comingYear}年批次线尚未公布，以下为${year}年批次线` : '');

  return (
    <div className="zy-container zy-admission-page" data-testid="query-batch-page">
      <AdmissionHead title="批次线查询" current="batch" note="各省教育考试院公布的普通类及特殊类型录取控制分数线" />
      {provinces.loading && !provinces.list.length ? <PageLoader /> : null}
      {provinces.error ? <EmptyState icon="warning circle" text={provinces.error.message} testId="batch-provinces-error" /> : null}
      {provinces.list.length ? (
        <Segment className="zy-admission-form">
          <Form as="div">
            <Form.Group widths="equal">
              <Form.Field>
                <label htmlFor="batch-province">招生地区</label>
                <ProvinceSelect id="batch-province" provinces={provinces.list} value={province?.ProvinceId ?? null} onChange={(id) => setParams({ province: String(id) })} testId="batch-province" />
              </Form.Field>
              <Form.Field>
                <label htmlFor="batch-year">年份</label>
                <YearSelect id="batch-year" years={years} value={year ?? null} onChange={(y) => setParams({ province: String(province!.ProvinceId), year: String(y) })} testId="batch-year" empty={!province ? '请先选择招生地区' : data ? '暂无批次线' : '加载中....'} />
              </Form.Field>
            </Form.Group>
          </Form>
        </Segment>
      ) : null}
      {!province && provinces.list.length ? <EmptyState icon="map marker alternate" text="请选择招生地区" testId="batch-no-province" /> : null}
      {lines.error ? <EmptyState icon="warning circle" text={lines.error.message} testId="batch-error" /> : null}
      {lines.loading && !data ? <PageLoader /> : null}
      {data && !list.length ? (
        <EmptyState icon="inbox" text={data.Message || `暂无${province?.ProvinceName ?? ''}${askedYear ? `${askedYear}年` : ''}的批次线数据`} testId="batch-empty" />
      ) : null}
      {list.length ? (
        <div className={lines.loading ? 'zy-loading' : undefined}>
          <p className="zy-muted" data-testid="batch-title">
            {province?.ProvinceName} · {year}年批次线
            {basis && comingYear ? <BasisTag short={`${comingYear}年尚未公布`} full={basis} testId="batch-basis" /> : null}
          </p>
          <BatchLineGroups lines={list} year={year ?? 0} first={student && student.provinceId === province?.ProvinceId && student.track !== null ? trackName(student.track) : undefined} />
        </div>
      ) : null}
      {province && years.length > 1 ? <BatchTrend province={province.ProvinceId} provinceName={province.ProvinceName} years={years} /> : null}
    </div>
  );
}
