import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardNetworkLogo } from './card-network-logo';

describe('CardNetworkLogo', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
  ] as const)('names the %s logo %s for screen readers', (network, name) => {
    render(<CardNetworkLogo network={network} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });
});
