import type { CardNetwork } from '@bookshop/domain';

/** The name a screen reader says for each network; the drawing itself is decoration. */
export const CARD_NETWORK_NAMES: Readonly<Record<CardNetwork, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

export interface CardNetworkLogoProps {
  network: CardNetwork;
  className?: string;
}

/**
 * A saved card's network as a small logo (Visa, Mastercard, American Express), drawn inline so it
 * needs no image request. Use it wherever a saved card is listed (checkout's payment choice, saved
 * methods), next to the last four digits; its accessible name is the network's.
 */
export function CardNetworkLogo({ network, className }: CardNetworkLogoProps) {
  const name = CARD_NETWORK_NAMES[network];
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 48 30"
      width="48"
      height="30"
      className={className ? `bk-card-logo ${className}` : 'bk-card-logo'}
    >
      <title>{name}</title>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#ffffff" stroke="#8f7f6e" />
      {network === 'mastercard' ? (
        <>
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" fillOpacity="0.85" />
        </>
      ) : network === 'visa' ? (
        <text
          x="24"
          y="20"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fontStyle="italic"
          fill="#1a1f71"
        >
          VISA
        </text>
      ) : (
        <>
          <rect x="4" y="5" width="40" height="20" rx="2" fill="#006fcf" />
          <text x="24" y="19" textAnchor="middle" fontSize="9" fontWeight="700" fill="#ffffff">
            AMEX
          </text>
        </>
      )}
    </svg>
  );
}
