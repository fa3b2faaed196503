/**
 * Says a form holds the signed-in student's own profile (changeable, never written back), and
 * `later` when the student's coming exam has no data yet and an earlier year stands in.
 */
export function PrefillNote({ later, testId }: { later: string; testId: string }) {
  return (
    <p className="zy-muted zy-small" data-testid={testId}>
      已按你的高考信息填写，可直接修改（不会改动个人资料）。
      {later}
    </p>
  );
}
