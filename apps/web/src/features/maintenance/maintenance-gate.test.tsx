import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { MaintenanceGate } from './maintenance-gate';

function WhereAmI() {
  return <p>At {useLocation().pathname}</p>;
}

function renderAt(path: string, maintenance: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { maintenance } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <MaintenanceGate />
            <WhereAmI />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MaintenanceGate', () => {
  it('sends every page of a maintenance host to /maintenance, replacing the history entry', async () => {
    const router = renderAt('/search?keyword=iqbal', true);
    expect(await screen.findByText('At /maintenance')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends /maintenance home on a normal host', async () => {
    renderAt('/maintenance', false);
    expect(await screen.findByText('At /')).toBeInTheDocument();
  });

  it('leaves other pages alone on a normal host', async () => {
    renderAt('/help', false);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText('At /help')).toBeInTheDocument();
  });
});
