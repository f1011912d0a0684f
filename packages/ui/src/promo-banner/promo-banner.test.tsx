import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromoBanner } from './promo-banner';

describe('PromoBanner', () => {
  it('shows its headline, text and link, with the art hidden from assistive technology', () => {
    const { container } = render(
      <PromoBanner
        title="Urdu classics"
        text="Ghalib, Manto and Bano Qudsia."
        href="/category/level4/5/instock"
        cta="Browse Urdu books"
        art="urdu"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Urdu classics' })).toBeInTheDocument();
    expect(screen.getByText('Ghalib, Manto and Bano Qudsia.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Urdu books' })).toHaveAttribute(
      'href',
      '/category/level4/5/instock',
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
