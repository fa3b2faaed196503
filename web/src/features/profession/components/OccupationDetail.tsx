import { Link } from 'react-router';
import { Message, Segment } from 'semantic-ui-react';
import { OccupationMarks } from '@/components/OccupationMarks';
import { className } from '../lib/dadian';
import { professionPaths } from '../lib/paths';
import type { OccupationDetail as Detail } from '../types';
import { DadianSource } from './DadianSource';
import { GuideMajorList } from './GuideMajorList';
import { ProfessionNav } from './ProfessionNav';

/**
 * An occupation of 职业分类大典: its code, place in the hierarchy, marks, release and the majors the
 * official guide links to it. The source has no description text, and the page says so instead.
 */
export function OccupationDetail({ o }: { o: Detail }) {
  const classes = o.Classes ?? [];
  const guideCodes = o.GuideCodes ?? [];
  return (
    <div className="zy-container zy-prof-page" data-testid="profession-detail-page">
      <ProfessionNav
        title={<span data-testid="profession-name">{o.ProfessionName}</span>}
        sub={<span data-testid="occupation-system">中华人民共和国职业分类大典{o.IsNew ? ' · 新职业' : ''}</span>}
      />
      <Segment data-testid="occupation-summary">
        <dl className="zy-prof-facts">
          <dt>职业编码</dt>
          <dd data-testid="profession-id">{o.Code || '待公布'}</dd>
          <dt>职业标识</dt>
          <dd data-testid="occupation-marks">
            {o.Green || o.Digital ? <OccupationMarks green={o.Green} digital={o.Digital} /> : '无（未标注为绿色职业或数字职业）'}
          </dd>
          <dt>分类</dt>
          <dd data-testid="occupation-classes">
            {classes.map((c) => (
              <div key={c.Code} data-testid={`occupation-class-${c.Code}`}>
                {c.Level}：
                <Link to={professionPaths.dadian(c.Code)}>{className(c)}</Link>
                <span className="zy-muted zy-small">
                  {' '}
                  {c.Code}
                  {c.GBMCode ? ` · ${c.GBMCode}` : ''}
                </span>
              </div>
            ))}
            {o.IsNew ? (
              <div className="zy-muted zy-small" data-testid="occupation-new-note">
                新职业的编码按2022年版大典正式版编排，本站所收大典为征求意见稿，中类和小类未作对应。
              </div>
            ) : null}
          </dd>
          {o.Release ? (
            <>
              <dt>发布</dt>
              <dd data-testid="occupation-release">
                人社部新职业：{o.Release}
                {o.ReleaseCode ? `，发布时的编码为 ${o.ReleaseCode}` : ''}
              </dd>
            </>
          ) : null}
          {guideCodes.length ? (
            <>
              <dt>编码差异</dt>
              <dd data-testid="occupation-guide-codes">
                人社部2023年专业对应指引中记为：{guideCodes.map((g) => `${g.Code} ${g.Name}`).join('；')}（指引按大典正式版编码，与本站所收征求意见稿不同）
              </dd>
            </>
          ) : null}
        </dl>
        <Message info size="small" data-testid="occupation-unavailable">
          本站所收职业分类大典数据只有职业编码、名称、绿色职业/数字职业标识和分类层级，没有职业定义、主要工作任务等描述文字，也没有霍兰德兴趣评分，因此这里不提供职业介绍。
        </Message>
      </Segment>
      <Segment data-testid="occupation-majors">
        <h3>对应专业（人社部官方指引）</h3>
        <GuideMajorList majors={o.GuideMajors} secondary={o.SecondaryMajorCount} />
      </Segment>
      <DadianSource source={o.Source} guideSource={o.GuideSource} />
    </div>
  );
}
