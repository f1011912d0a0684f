import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Notify me
      </button>
      <Dialog
        title="Notify me"
        {...rest}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Email <input name="email" />
        </label>
        <button type="button">Submit</button>
      </Dialog>
    </>
  );
}

function WithInitialFocus() {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onClose={() => {}} title="Cancel order" initialFocusRef={confirmRef}>
      <button type="button">Cancel</button>
      <button type="button" ref={confirmRef}>
        Confirm
      </button>
    </Dialog>
  );
}

function Nested({ onCloseOuter }: { onCloseOuter: () => void }) {
  const [inner, setInner] = useState(true);
  const [outer, setOuter] = useState(true);
  return (
    <>
      <Dialog
        open={outer}
        onClose={() => {
          onCloseOuter();
          setOuter(false);
        }}
        title="Profile"
      >
        <button type="button">Edit Info</button>
      </Dialog>
      <Dialog open={inner} onClose={() => setInner(false)} title="Delete Your Account" fullScreenOnMobile>
        <button type="button">Confirm</button>
      </Dialog>
    </>
  );
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Dialog', () => {
  it('renders nothing and leaves scrolling alone while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('is a modal dialog named by its title, with focus moved inside', async () => {
    render(<Harness description="We will e-mail you when it is back." />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    const dialog = screen.getByRole('dialog', { name: 'Notify me' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We will e-mail you when it is back.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('calls onClose on Escape, unlocks scrolling and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Notify me' });
    await userEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('calls onClose from the close button', async () => {
    const onClose = vi.fn();
    render(<Harness initiallyOpen onClose={onClose} closeLabel="Close notify me" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close notify me' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness initiallyOpen />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(email).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('focuses the requested element first', () => {
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('stays open when a field inside handles Escape itself', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Site menu">
        <input
          aria-label="Search"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toBeInTheDocument();
  });

  it('focuses the dialog itself when it holds nothing focusable', () => {
    render(
      <Dialog open onClose={() => {}} title="Payment failed" footer={<p>Try again later.</p>}>
        <p>The transaction was unsuccessful.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Payment failed' })).toHaveFocus();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
  });

  it('with two dialogs open, Escape closes the top one and the page stays locked until both are closed', async () => {
    const onCloseOuter = vi.fn();
    render(<Nested onCloseOuter={onCloseOuter} />);
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete Your Account' })).not.toBeInTheDocument();
    expect(onCloseOuter).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(onCloseOuter).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('');
  });

  it('can fill the screen on mobile', () => {
    render(
      <Dialog open onClose={() => {}} title="Checkout" fullScreenOnMobile size="lg">
        <p>Order summary</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toHaveClass(
      'bk-dialog--full-mobile',
      'bk-dialog--lg',
    );
  });

  it('renders at the end of the page by default, and where it stands when inPlace (a server-rendered dialog)', () => {
    const { container } = render(
      <section aria-label="Cart">
        <Dialog open onClose={() => {}} title="Notify me">
          <p>Portalled</p>
        </Dialog>
        <Dialog open onClose={() => {}} title="Checkout" inPlace>
          <p>In place</p>
        </Dialog>
      </section>,
    );
    const cart = screen.getByRole('region', { name: 'Cart' });
    expect(cart).not.toContainElement(screen.getByRole('dialog', { name: 'Notify me' }));
    expect(cart).toContainElement(screen.getByRole('dialog', { name: 'Checkout' }));
    expect(container).toContainElement(cart);
  });
});
