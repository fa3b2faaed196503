import { Message } from 'semantic-ui-react';

/** A read that failed for another reason than a missing item: the server's (or the network's) words. */
export function LoadFailed({ message, testId = 'content-error' }: { message: string; testId?: string }) {
  return <Message negative content={message || '加载失败，请稍后重试'} data-testid={testId} />;
}
