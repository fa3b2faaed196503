import { Message } from 'semantic-ui-react';

/** A refusal or failure in the server's own words, read out to screen readers. */
export function ErrorLine({ message, testId }: { message: string | null | undefined; testId: string }) {
  if (!message) return null;
  return (
    <Message negative size="small" role="alert" data-testid={testId}>
      {message}
    </Message>
  );
}
