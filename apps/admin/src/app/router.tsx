import type { AdminArea } from '@bookshop/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_BASENAME, paths } from '../config/paths';
import { SetupPage } from '../features/auth/setup-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { CATALOGUE_ROUTES } from '../features/catalogue/catalogue-routes';
import { NotFoundPage } from '../features/not-found-page';
import { AdminLayout, PublicLayout } from './admin-layout';
import { AreaGuard } from './area-guard';

/** A page loaded on first visit, shown only to the roles of its area. */
function guarded(area: AdminArea, load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <AreaGuard area={area}>
            <Page />
          </AreaGuard>
        ),
      };
    },
  };
}

/** Every page of the back office (addresses relative to /admin, see config/paths.ts). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      children: [
        { path: paths.signIn.pattern, element: <SignInPage /> },
        { path: paths.setup.pattern, element: <SetupPage /> },
      ],
    },
    {
      element: <AdminLayout />,
      hydrateFallbackElement: <p className="admin-muted">Loading…</p>,
      children: [
        {
          index: true,
          ...guarded(
            'dashboard',
            async () => (await import('../features/dashboard/dashboard-page')).DashboardPage,
          ),
        },
        {
          path: paths.orders.pattern,
          ...guarded(
            'orders',
            async () => (await import('../features/orders/order-queue-page')).OrderQueuePage,
          ),
        },
        {
          path: paths.order.pattern,
          ...guarded('orders', async () => (await import('../features/orders/order-page')).OrderPage),
        },
        {
          path: paths.invoice.pattern,
          ...guarded('orders', async () => (await import('../features/orders/print-pages')).InvoicePage),
        },
        {
          path: paths.packingSlip.pattern,
          ...guarded('orders', async () => (await import('../features/orders/print-pages')).PackingSlipPage),
        },
        {
          path: paths.cancelDemands.pattern,
          ...guarded(
            'cancelDemands',
            async () => (await import('../features/cancel-demands/cancel-demands-page')).CancelDemandsPage,
          ),
        },
        {
          path: paths.customers.pattern,
          ...guarded(
            'customers',
            async () => (await import('../features/customers/customers-page')).CustomersPage,
          ),
        },
        {
          path: paths.customer.pattern,
          ...guarded(
            'customers',
            async () => (await import('../features/customers/customer-page')).CustomerPage,
          ),
        },
        {
          path: paths.staff.pattern,
          ...guarded('staff', async () => (await import('../features/staff/staff-page')).StaffPage),
        },
        {
          path: paths.audit.pattern,
          ...guarded('audit', async () => (await import('../features/audit/audit-page')).AuditPage),
        },
        // The catalogue desk (issue 25): owner and catalogue roles.
        ...CATALOGUE_ROUTES.map((route) => ({ path: route.path, ...guarded('catalogue', route.load) })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAdminRouter(routes: RouteObject[] = createRoutes()) {
  return createBrowserRouter(routes, { basename: ADMIN_BASENAME });
}
