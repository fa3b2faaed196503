import { useEffect, useState } from 'react';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router';
import { appStore } from '@/lib/store';
import { PageLoader } from '@/components/PageLoader';
import { Toaster } from '@/components/Toaster';
import { bootstrap, type BootResult } from './bootstrap';
import { createAppRouter } from './router';
import { BootError } from './layout/BootError';

type Phase = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; router: ReturnType<typeof createAppRouter> };

/** Shows nothing but a loader until the site configuration has loaded (SPEC §2). */
export function App() {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const start = () => {
    setPhase({ kind: 'loading' });
    bootstrap().then((r: BootResult) => {
      if (r.kind === 'error') return setPhase({ kind: 'error' });
      if (r.kind === 'reload') return window.location.reload();
      if (r.kind === 'redirect') window.location.hash = '#' + r.path;
      setPhase({ kind: 'ready', router: createAppRouter() });
    });
  };
  useEffect(start, []);
  return (
    <Provider store={appStore}>
      {phase.kind === 'loading' ? <PageLoader testId="app-loading" /> : null}
      {phase.kind === 'error' ? <BootError onRetry={start} /> : null}
      {phase.kind === 'ready' ? <RouterProvider router={phase.router} /> : null}
      {phase.kind !== 'ready' ? <Toaster /> : null}
    </Provider>
  );
}
