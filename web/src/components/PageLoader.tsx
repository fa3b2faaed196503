import { Loader } from 'semantic-ui-react';

export function PageLoader({ text = '加载中....', testId = 'page-loading' }: { text?: string; testId?: string }) {
  return (
    <div className="zy-page-loader" data-testid={testId}>
      <Loader active inline="centered" content={text} />
    </div>
  );
}
