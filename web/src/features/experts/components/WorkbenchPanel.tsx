import { Link } from 'react-router';
import { Message } from 'semantic-ui-react';
import type { ExpertRecord, Workbench } from '../types';
import { FamilyBookings } from './FamilyBookings';
import { OwnSlots } from './OwnSlots';
import { ProfileRevision } from './ProfileRevision';
import { SlotRowsForm } from './SlotRowsForm';

/**
 * A listed expert's workbench: publish slots, see and close their own, the families' bookings,
 * and 我的资料 (a profile revision, reviewed before families read it).
 */
export function WorkbenchPanel({ record, wb, onChanged }: { record: ExpertRecord; wb: Workbench; onChanged: () => Promise<void> }) {
  const upcoming = (wb.Bookings ?? []).filter((b) => b.Status === 'upcoming').length;
  return (
    <div data-testid="expert-workbench">
      <Message success>
        <Message.Header>你已入驻，家长可以在专家团队中找到你</Message.Header>
        <p>
          <Link to={`/expertdetail?id=${encodeURIComponent(record.Id)}`} data-testid="expert-own-page">
            查看我的专家主页
          </Link>
          。修改资料经平台审核后生效。家长预约后请按预约中的手机号按时联系对方。
        </p>
      </Message>
      <section className="zy-experts-section" aria-labelledby="expert-bookings-title">
        <h2 id="expert-bookings-title">家长的预约{upcoming ? `（${upcoming} 个即将开始）` : ''}</h2>
        <FamilyBookings bookings={wb.Bookings ?? []} viewer="expert" onChanged={onChanged} />
      </section>
      <section className="zy-experts-section" aria-labelledby="expert-publish-title">
        <h2 id="expert-publish-title">发布时段</h2>
        <SlotRowsForm onDone={onChanged} />
      </section>
      <section className="zy-experts-section" aria-labelledby="expert-own-slots-title">
        <h2 id="expert-own-slots-title">我的时段</h2>
        <OwnSlots slots={wb.Slots ?? []} onChanged={onChanged} />
      </section>
      <section className="zy-experts-section" aria-labelledby="expert-profile-title">
        <h2 id="expert-profile-title">我的资料</h2>
        <ProfileRevision record={record} specialties={wb.Specialties ?? []} onChanged={onChanged} />
      </section>
    </div>
  );
}
