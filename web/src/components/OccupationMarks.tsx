import { Label } from 'semantic-ui-react';

/** The 绿色职业 / 数字职业 marks of an occupation of 职业分类大典 (the L and S marks of the source). */
export function OccupationMarks({ green, digital }: { green?: boolean; digital?: boolean }) {
  return (
    <>
      {green ? (
        <Label size="mini" basic color="green" title="职业分类大典标注的绿色职业（L）" data-testid="mark-green">
          绿色职业
        </Label>
      ) : null}
      {digital ? (
        <Label size="mini" basic color="blue" title="职业分类大典标注的数字职业（S）" data-testid="mark-digital">
          数字职业
        </Label>
      ) : null}
    </>
  );
}
