import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';

function setup() {
  const onOrders = vi.fn();
  const onLogout = vi.fn();
  render(
    <>
      <AccountMenu
        items={[
          { id: 'orders', label: 'Your Orders', onSelect: onOrders },
          { id: 'wishlist', label: 'Your Wish List', onSelect: vi.fn() },
          { id: 'logout', label: 'Log Out', onSelect: onLogout },
        ]}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onOrders, onLogout, button: screen.getByRole('button', { name: 'Your Account' }) };
}

describe('AccountMenu', () => {
  it('opens a menu of items from its button', async () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Your Orders', 'Your Wish List', 'Log Out']);
    expect(items[0]).toHaveFocus();
    expect(screen.getByRole('menu', { name: 'Your Account' })).toHaveAttribute(
      'id',
      button.getAttribute('aria-controls'),
    );
  });

  it('raises the chosen item and closes, with focus back on the button', async () => {
    const { button, onOrders, onLogout } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onOrders).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('moves through items with the arrow keys, Home and End, and picks one with Enter', async () => {
    const { button, onOrders } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Your Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Your Orders' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Your Orders' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOrders).toHaveBeenCalledTimes(1);
  });

  it('moves to the first or last item when the arrow keys are pressed on the open button', async () => {
    const { button } = setup();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Your Orders' })).toHaveFocus();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
  });

  it('closes on Escape, on Tab, on a second press and on a click elsewhere', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
