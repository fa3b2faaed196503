import type { ReactElement } from 'react';
import { Provider } from 'jotai';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { appStore } from '@/lib/store';

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

export function renderAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...utils, router };
}

export function page(el: ReactElement): ReactElement {
  return (
    <>
      {el}
      <LocationProbe />
    </>
  );
}
