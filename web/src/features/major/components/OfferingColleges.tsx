import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { Select } from '@/components/Select';
import { EmptyState } from '@/components/EmptyState';
import { Pager } from '@/components/Pager';
import { getMajorCollegeList } from '../api/get-major-college-list';
import { getProvinceOptions } from '../api/get-province-options';
import { useLoad } from '@/lib/use-load';
import { pagingParams, readPaging, readProvinceId, withParams } from '../lib/url-state';
import { CollegeRow } from './CollegeRow';
import { LoadState } from './LoadState';

/** The schools offering a major, paged, with a province filter; both live in the URL. */
export function OfferingColleges({ code, published }: { code: string; /** 阳光高考's count of offering schools (the facts table shows it). */ published?: number | null }) {
  const [params, setParams] = useSearchParams();
  const paging = useMemo(() => readPaging(params), [params]);
  const province = readProvinceId(params);
  const provinces = useLoad(getProvinceOptions, 'provinces');
  const body = { Code: code, ...(province ? { ProvinceId: province } : {}), PageIndex: paging.page, PageSize: paging.size };
  const list = useLoad(() => getMajorCollegeList(body), JSON.stringify(body));

  const options = [
    { value: 0, text: '不限省份' },
    ...(provinces.data ?? []).map((p) => ({ value: Number(p.ID), text: p.Name })),
  ];
  const changePage = (page: number, size: number) => setParams(pagingParams(params, paging, page, size), { replace: true });
  const setProvince = (id: number) => setParams(withParams(params, { province: id || null, page: 1 }), { replace: true });
  const data = list.data;
  const provinceName = options.find((o) => o.value === province)?.text ?? '所选省份';

  return (
    <Segment data-testid="major-colleges">
      <div className="zy-major-colleges-head">
        <Header as="h4">开设院校{data ? <span className="zy-muted zy-small">（{province ? provinceName : '全国'}名单中 {data.Total} 所）</span> : null}</Header>
        <Select
          compact
          options={options}
          value={province ?? 0}
          onChange={setProvince}
          label="院校所在省份"
          testId="major-colleges-province"
        />
      </div>
      <LoadState state={list} testId="major-colleges" />
      {data && !data.List?.length ? <EmptyState icon="university" text={province ? '该省份暂无开设此专业的院校' : '暂无开设院校数据'} testId="major-colleges-empty" /> : null}
      {data?.List?.length ? (
        <div className="ui divided items" data-testid="major-colleges-list">
          {data.List.map((c) => (
            <CollegeRow key={c.Id} college={c} />
          ))}
        </div>
      ) : null}
      {data && data.Total > 0 ? <Pager total={data.Total} page={paging.page} size={paging.size} onChange={changePage} testId="major-colleges-pager" /> : null}
      <p className="zy-muted zy-small" data-testid="major-colleges-note">
        开设院校名单来自阳光高考平台，仅含教育部全国普通高等学校名单中的独立院校，可能与院校当年招生专业不完全一致，请以院校招生章程为准。
        {/* Two counts of one fact on one page must be reconciled, not left to contradict each other. */}
        {!province && data && published && published > data.Total
          ? `阳光高考公布的开设院校为 ${published} 所，其中 ${published - data.Total} 所不在教育部全国普通高等学校名单中，此处未列出。`
          : null}
      </p>
    </Segment>
  );
}
