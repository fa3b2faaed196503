import { Button } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import type { Loaded } from '@/lib/use-load';

/**
 * The loading or error state of a load that has no data yet; nothing once data is there.
 * `retry` offers a 重新加载 button on errors.
 */
export function LoadState<T>({ state, testId, retry }: { state: Loaded<T>; testId: string; retry?: () => void }) {
  if (state.data !== null) return null;
  if (state.loading) return <PageLoader testId={`${testId}-loading`} />;
  if (!state.error) return null;
  return (
    <EmptyState icon="warning circle" text={`加载失败：${state.error.message}`} testId={`${testId}-error`}>
      {retry ? (
        <Button basic onClick={retry}>
          重新加载
        </Button>
      ) : null}
    </EmptyState>
  );
}
