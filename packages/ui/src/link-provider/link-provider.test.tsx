import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink, DisabledLink, type LinkComponentProps, LinkProvider } from './link-provider';

function RouterStyleLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} href={`#${href}`} data-router-link="">
      {children}
    </a>
  );
}

describe('AppLink', () => {
  it('renders a plain link to the path when no provider is given', () => {
    render(<AppLink href="/orders">Your Orders</AppLink>);
    const link = screen.getByRole('link', { name: 'Your Orders' });
    expect(link).toHaveAttribute('href', '/orders');
    expect(link).not.toHaveAttribute('data-router-link');
  });

  it('renders through the injected link component, passing props along', () => {
    render(
      <LinkProvider component={RouterStyleLink}>
        <AppLink href="/wishlist" className="x" aria-current="page">
          Your Wish List
        </AppLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Your Wish List' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '#/wishlist');
    expect(link).toHaveClass('x');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

describe('DisabledLink', () => {
  it('looks like a link but is not one: no href, not focusable, marked unavailable', () => {
    render(<DisabledLink reason="not available yet">Leave Feedback</DisabledLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const entry = screen.getByText('Leave Feedback');
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).not.toHaveAttribute('href');
    expect(entry).not.toHaveAttribute('tabindex');
    expect(entry).toHaveTextContent('Leave Feedback (not available yet)');
  });
});
