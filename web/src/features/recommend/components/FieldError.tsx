/** The message under a form field (role=alert, so it is read out when it appears). */
export function FieldError({ text, testId }: { text?: string; testId: string }) {
  return text ? (
    <p className="zy-rec-field-error" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}
