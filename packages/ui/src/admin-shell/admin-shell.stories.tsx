import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatCard } from '../stat-card';
import { AdminShell } from './admin-shell';

const meta = {
  title: 'Back office/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/admin',
    staff: { email: 'owner@bookshop.pk', roleLabel: 'Owner' },
    onSignOut: fn(),
    nav: [
      { href: '/admin', label: 'Dashboard', current: true },
      { href: '/admin/orders', label: 'Orders' },
      { href: '/admin/cancel-demands', label: 'Cancel demands', count: 2 },
      { href: '/admin/customers', label: 'Customers' },
      { href: '/admin/staff', label: 'Staff' },
      { href: '/admin/audit', label: 'Audit log' },
    ],
    children: (
      <>
        <h1>Dashboard</h1>
        <div
          style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
        >
          <StatCard label="Orders today" value="12" detail="Rs. 48,250" />
          <StatCard label="Orders this week" value="61" detail="Rs. 2,31,400" />
          <StatCard label="Waiting to confirm by phone" value="3" href="/admin/orders" tone="attention" />
        </div>
      </>
    ),
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

/** On a phone the navigation sits behind the Menu button. */
export const MenuOpenOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SignInPage: Story = {
  args: { staff: null, children: <h1>Staff sign-in</h1> },
};
