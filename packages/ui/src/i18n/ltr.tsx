import type { ReactNode } from 'react';

export interface LtrProps {
  children: ReactNode;
  className?: string;
}

/**
 * Text that reads left to right whatever the page's direction: an e-mail address, a phone number,
 * an ISBN, a card number, an order number. In an Urdu line it stays one unit in its own order
 * ("0300 1234567", not "1234567 0300"; "ayesha@example.com", not "example.com@ayesha").
 */
export function Ltr({ children, className }: LtrProps) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
