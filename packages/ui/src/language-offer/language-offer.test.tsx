import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageOffer } from './language-offer';

describe('LanguageOffer', () => {
  it('offers the page in Urdu, worded in Urdu, and says No thanks in the page language', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<LanguageOffer href="/ur/book/12" onAccept={onAccept} onDecline={onDecline} />);
    const offer = screen.getByRole('region', { name: 'Read the shop in Urdu' });
    const link = screen.getByRole('link', { name: 'یہ دکان اردو میں دیکھیں' });
    expect(offer).toContainElement(link);
    expect(link).toHaveAttribute('href', '/ur/book/12');
    expect(link).toHaveAttribute('lang', 'ur');

    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });
});
