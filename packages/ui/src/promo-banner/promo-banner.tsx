import type { ComponentType } from 'react';
import { AppLink } from '../link-provider';
import { cx } from '../utils/cx';

/** The drawn artwork of a banner; each has its own colours and picture. */
export type PromoBannerArt = 'urdu' | 'school' | 'deals';

export interface PromoBannerProps {
  title: string;
  text: string;
  /** Where the banner leads. */
  href: string;
  /** Text of the call to action, e.g. 'Browse Urdu books'. */
  cta: string;
  art: PromoBannerArt;
  /** Heading level, so the banner fits the outline of the page it sits on. */
  headingLevel?: 2 | 3;
  className?: string;
}

function UrduArt() {
  return (
    <svg viewBox="0 0 240 160" className="bk-promo__art" aria-hidden="true" focusable="false">
      <path d="M40 150V70a80 80 0 0 1 160 0v80" fill="none" stroke="#f3d9a4" strokeWidth="6" opacity="0.5" />
      <path d="M62 150V78a58 58 0 0 1 116 0v72" fill="none" stroke="#f3d9a4" strokeWidth="3" opacity="0.35" />
      <rect x="70" y="112" width="100" height="16" rx="2" fill="#c8553d" />
      <rect x="78" y="96" width="88" height="16" rx="2" fill="#f3d9a4" />
      <rect x="66" y="128" width="110" height="18" rx="2" fill="#8fb8a8" />
      <text
        x="120"
        y="70"
        textAnchor="middle"
        fontSize="34"
        fill="#f3d9a4"
        fontFamily="serif"
        direction="rtl"
      >
        اردو ادب
      </text>
    </svg>
  );
}

function SchoolArt() {
  return (
    <svg viewBox="0 0 240 160" className="bk-promo__art" aria-hidden="true" focusable="false">
      <rect x="38" y="34" width="92" height="116" rx="6" fill="#fffaf0" stroke="#2b2420" strokeWidth="3" />
      {[56, 74, 92, 110, 128].map((y) => (
        <line key={y} x1="50" x2="120" y1={y} y2={y} stroke="#8fb8d8" strokeWidth="2" />
      ))}
      <line x1="58" x2="58" y1="36" y2="148" stroke="#e07a5f" strokeWidth="2" />
      <g transform="rotate(-30 170 90)">
        <rect x="140" y="80" width="80" height="16" fill="#f2b134" stroke="#2b2420" strokeWidth="2" />
        <path d="M220 80l18 8-18 8z" fill="#f3d9a4" stroke="#2b2420" strokeWidth="2" />
        <rect x="128" y="80" width="12" height="16" fill="#e07a5f" stroke="#2b2420" strokeWidth="2" />
      </g>
      <g transform="rotate(12 180 130)">
        <rect x="130" y="122" width="100" height="16" fill="#8fb8a8" stroke="#2b2420" strokeWidth="2" />
        {[142, 154, 166, 178, 190, 202, 214].map((x) => (
          <line key={x} x1={x} x2={x} y1="122" y2="130" stroke="#2b2420" strokeWidth="2" />
        ))}
      </g>
    </svg>
  );
}

function DealsArt() {
  return (
    <svg viewBox="0 0 240 160" className="bk-promo__art" aria-hidden="true" focusable="false">
      <g transform="rotate(-12 130 80)">
        <path d="M70 40h110l30 40-30 40H70a10 10 0 0 1-10-10V50a10 10 0 0 1 10-10z" fill="#fbf8f3" />
        <circle cx="186" cy="80" r="7" fill="#b4532a" />
        <text
          x="122"
          y="98"
          textAnchor="middle"
          fontSize="52"
          fontWeight="700"
          fill="#b4532a"
          fontFamily="Georgia, serif"
        >
          %
        </text>
      </g>
      <circle cx="40" cy="40" r="10" fill="#f3d9a4" opacity="0.6" />
      <circle cx="210" cy="140" r="14" fill="#f3d9a4" opacity="0.4" />
    </svg>
  );
}

const ART: Record<PromoBannerArt, ComponentType> = { urdu: UrduArt, school: SchoolArt, deals: DealsArt };

/**
 * A promotional banner for the home carousel: headline, a line of text, a link and drawn art.
 * Use it as a slide of the home Carousel, one per campaign.
 */
export function PromoBanner({ title, text, href, cta, art, headingLevel = 2, className }: PromoBannerProps) {
  const Heading = `h${headingLevel}` as const;
  const Art = ART[art];
  return (
    <div className={cx('bk-promo', `bk-promo--${art}`, className)}>
      <div className="bk-promo__copy">
        <Heading className="bk-promo__title">{title}</Heading>
        <p className="bk-promo__text">{text}</p>
        <AppLink href={href} className="bk-promo__cta">
          {cta}
        </AppLink>
      </div>
      <Art />
    </div>
  );
}
