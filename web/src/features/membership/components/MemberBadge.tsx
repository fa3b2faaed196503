import { useHasRight } from '../hooks/useHasRight';
import '../membership.css';

/** A small 会员 label by a members' feature the user does not hold (the server stays the gate). */
export function MemberBadge({ right, show = true }: { right: string; show?: boolean }) {
  const held = useHasRight(right);
  if (held || !show) return null;
  return (
    <span className="zy-member-badge" title="会员功能，开通会员后即可使用" data-testid="member-badge" data-right={right}>
      会员
    </span>
  );
}
