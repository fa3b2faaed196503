import { Link } from 'react-router';
import { Button, Message } from 'semantic-ui-react';
import { profileStep } from '../lib/format';

/** The server's completeness message (SPEC §5) with the page that completes the profile; other errors as they come. */
export function ProfileIncomplete({ message }: { message: string }) {
  const step = profileStep(message);
  if (!step) {
    return <Message warning content={message || '诊断暂不可用，请稍后重试'} data-testid="diagnosis-error" />;
  }
  return (
    <Message warning data-testid="diagnosis-incomplete">
      <Message.Header data-testid="diagnosis-incomplete-message">{step.message}</Message.Header>
      <p>分数诊断使用你在个人中心填写的高考地区、年份、科类（选科）和分数。</p>
      <Button as={Link} to={step.path} primary size="small" content={step.action} data-testid="diagnosis-incomplete-link" />
    </Message>
  );
}
