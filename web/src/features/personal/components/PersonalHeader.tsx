import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Button, Icon, Label } from 'semantic-ui-react';
import type { StudentInfo } from '@/types/api';
import { loginDataAtom } from '@/lib/session';
import { useUserProducts } from '@/features/membership/hooks/useUserProducts';
import { formatDate } from '../format';

function SexIcon({ sex }: { sex?: number }) {
  if (sex === 1) return <Icon name="man" color="blue" title="男" data-testid="personal-sex-icon" data-sex="1" />;
  if (sex === 2) return <Icon name="woman" color="pink" title="女" data-testid="personal-sex-icon" data-sex="2" />;
  return <Icon name="user outline" color="grey" title="未填写性别" data-testid="personal-sex-icon" data-sex="0" />;
}

/** Nickname, student name, exam province and year, sex, VIP products (refreshed after a purchase or activation) or the open-VIP button. */
export function PersonalHeader({ student }: { student: StudentInfo | null }) {
  const login = useAtomValue(loginDataAtom);
  const { products } = useUserProducts();
  const score = student?.UserScore;
  return (
    <div className="zy-personal-header" data-testid="personal-header">
      <div className="zy-avatar">
        <Icon name="user circle" size="huge" color="grey" />
      </div>
      <div className="zy-personal-main">
        <div className="zy-personal-name">
          <strong data-testid="personal-nickname">{student?.NickName || login?.NickName || '未设置昵称'}</strong>
          <SexIcon sex={student?.Student?.Sex} />
          <span className="zy-muted" data-testid="personal-student-name">{student?.Student?.StudentName || '未填写姓名'}</span>
        </div>
        <div className="zy-personal-exam">
          <span data-testid="personal-exam-province">高考地区：{score?.ExamProvinceName || '未设置'}</span>
          <span data-testid="personal-exam-year">高考年份：{score?.ExamYear || '未设置'}</span>
        </div>
        <div className="zy-personal-vip">
          {products.length ? (
            <span data-testid="personal-vip-products">
              {products.map((p) => (
                <Label key={`${p.ProductId ?? p.ProductName}-${p.ExpireAt}`} color="orange" size="small" data-testid="personal-vip-product">
                  <Icon name="diamond" />
                  {p.ProductName}
                  <Label.Detail>至 {formatDate(p.ExpireAt)}</Label.Detail>
                </Label>
              ))}
            </span>
          ) : (
            <Button as={Link} to="/openvip" size="small" color="orange" icon="diamond" content="开通VIP" data-testid="personal-openvip-button" />
          )}
        </div>
      </div>
    </div>
  );
}
