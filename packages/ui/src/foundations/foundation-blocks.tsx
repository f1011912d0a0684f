import type { CSSProperties, ReactNode } from 'react';
import {
  CONTRAST_PAIRS,
  type ColorToken,
  colors,
  contrastRatio,
  fonts,
  radii,
  shadows,
  space,
  text,
} from '../styles/tokens';
import { ICON_GLYPHS } from '../utils/icon-glyphs';

// Blocks for the Foundations pages in Storybook. They read the typed tokens (tokens.ts), which a
// unit test keeps equal to tokens.css, so what a designer sees here is what the shop renders.

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid #e6dccf',
  textAlign: 'start',
};
const mono: CSSProperties = {
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: '0.8125rem',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '1rem 0' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Every colour token as a swatch with its name, CSS variable and hex value. */
export function ColorSwatches() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
      }}
    >
      {(Object.keys(colors) as ColorToken[]).map((name) => (
        <li key={name} style={{ border: '1px solid #e6dccf', borderRadius: '0.625rem', overflow: 'hidden' }}>
          <div style={{ background: `var(--bk-color-${name})`, height: '4rem' }} />
          <div style={{ padding: '0.5rem' }}>
            <strong>{name}</strong>
            <div style={mono}>--bk-color-{name}</div>
            <div style={mono}>{colors[name]}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Each text colour on the backgrounds it is used on, with its WCAG contrast ratio. */
export function ContrastTable() {
  return (
    <Table head={['Sample', 'Text on background', 'Used for', 'Contrast', 'Needs', 'Result']}>
      {CONTRAST_PAIRS.map((pair) => {
        const ratio = contrastRatio(colors[pair.text], colors[pair.background]);
        const passes = ratio >= pair.minimum;
        return (
          <tr key={`${pair.text}/${pair.background}`}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '0.25rem 0.625rem',
                  borderRadius: '999px',
                  background: `var(--bk-color-${pair.background})`,
                  color: `var(--bk-color-${pair.text})`,
                  border: '1px solid #e6dccf',
                  fontWeight: 600,
                }}
              >
                Aa اردو
              </span>
            </td>
            <td style={{ ...cell, ...mono }}>
              {pair.text} on {pair.background}
            </td>
            <td style={cell}>{pair.usedFor}</td>
            <td style={{ ...cell, ...mono }}>{ratio.toFixed(2)}:1</td>
            <td style={{ ...cell, ...mono }}>{pair.minimum}:1</td>
            <td style={cell}>{passes ? 'Pass' : 'Fail'}</td>
          </tr>
        );
      })}
    </Table>
  );
}

const LATIN_SAMPLE = 'The Reluctant Fundamentalist';
const NASTALIQ_SAMPLE = 'راجہ گدھ — بانو قدسیہ';

/**
 * The type scale, each size in Latin in the body font and in Urdu in the Urdu stack: the shop sets
 * every text marked lang="ur" in that stack (base.css), so the Urdu column is what shoppers see.
 * (The body stack would set Urdu letters in the first system font that has them, not Nastaliq.)
 */
export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Latin', 'Urdu (Nastaliq)']}>
      {(Object.keys(text) as (keyof typeof text)[]).map((name) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>--bk-text-{name}</td>
          <td style={{ ...cell, ...mono }}>
            {text[name]} ({Number.parseFloat(text[name]) * 16}px)
          </td>
          <td style={{ ...cell, fontFamily: 'var(--bk-font-body)', fontSize: `var(--bk-text-${name})` }}>
            {LATIN_SAMPLE}
          </td>
          <td
            lang="ur"
            dir="rtl"
            style={{
              ...cell,
              fontFamily: 'var(--bk-font-urdu)',
              fontSize: `var(--bk-text-${name})`,
              lineHeight: 'var(--bk-leading-urdu)',
            }}
          >
            {NASTALIQ_SAMPLE}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The two font stacks with a sample of each. */
export function FontStacks() {
  return (
    <Table head={['Token', 'Stack', 'Sample']}>
      {(Object.keys(fonts) as (keyof typeof fonts)[]).map((name) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>--bk-font-{name}</td>
          <td style={{ ...cell, ...mono }}>{fonts[name]}</td>
          <td style={{ ...cell, fontFamily: `var(--bk-font-${name})`, fontSize: '1.25rem' }}>
            <div>{LATIN_SAMPLE}</div>
            <div lang="ur" dir="rtl" style={{ lineHeight: 2 }}>
              {NASTALIQ_SAMPLE}
            </div>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The spacing steps as bars of their width. */
export function SpacingScale() {
  return (
    <Table head={['Token', 'Value', '']}>
      {(Object.keys(space) as unknown as (keyof typeof space)[]).map((step) => (
        <tr key={step}>
          <td style={{ ...cell, ...mono }}>--bk-space-{step}</td>
          <td style={{ ...cell, ...mono }}>{space[step]}</td>
          <td style={cell}>
            <div
              style={{
                width: `var(--bk-space-${step})`,
                height: '1rem',
                background: 'var(--bk-color-accent)',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Tiles({ children }: { children: ReactNode }) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
      {children}
    </ul>
  );
}

function Tile({ label, value, style }: { label: string; value: string; style: CSSProperties }) {
  return (
    <li style={{ textAlign: 'center' }}>
      <div
        style={{
          width: '7rem',
          height: '5rem',
          background: 'var(--bk-color-surface)',
          border: '1px solid var(--bk-color-border)',
          marginBottom: '0.5rem',
          ...style,
        }}
      />
      <div style={mono}>{label}</div>
      <div style={mono}>{value}</div>
    </li>
  );
}

/** The corner radii on a card-sized tile. */
export function RadiusScale() {
  return (
    <Tiles>
      {(Object.keys(radii) as (keyof typeof radii)[]).map((name) => (
        <Tile
          key={name}
          label={`--bk-radius-${name}`}
          value={radii[name]}
          style={{ borderRadius: `var(--bk-radius-${name})` }}
        />
      ))}
    </Tiles>
  );
}

/** The elevations on a card-sized tile. */
export function ShadowScale() {
  return (
    <Tiles>
      {(Object.keys(shadows) as (keyof typeof shadows)[]).map((name) => (
        <Tile
          key={name}
          label={`--bk-shadow-${name}`}
          value={shadows[name]}
          style={{ boxShadow: `var(--bk-shadow-${name})`, borderRadius: 'var(--bk-radius-md)' }}
        />
      ))}
    </Tiles>
  );
}

/** The icons the shop draws: text glyphs from ICON_GLYPHS and the CSS-drawn burger and cart. */
export function IconGallery() {
  const drawn: { name: string; className: string; usedFor: string }[] = [
    { name: 'burger', className: 'bk-burger', usedFor: 'Opens the site menu on phones (header)' },
    { name: 'cart', className: 'bk-cart-icon', usedFor: 'Cart link (header)' },
    { name: 'search', className: 'bk-search__icon', usedFor: 'Search button (search box)' },
    { name: 'chevron', className: 'bk-chevron', usedFor: 'Opens a menu group (mega menu, site menu)' },
    { name: 'pause', className: 'bk-carousel__pause-icon', usedFor: 'Pauses the carousel' },
    { name: 'play', className: 'bk-carousel__play-icon', usedFor: 'Plays the carousel' },
    { name: 'spinner', className: 'bk-spinner', usedFor: 'A busy button or a loading list' },
  ];
  return (
    <Table head={['Icon', 'Name', 'Where it comes from']}>
      {(Object.keys(ICON_GLYPHS) as (keyof typeof ICON_GLYPHS)[]).map((name) => (
        <tr key={name}>
          <td style={cell}>
            <span aria-hidden="true" style={{ fontSize: '1.75rem', lineHeight: 1 }}>
              {ICON_GLYPHS[name]}
            </span>
          </td>
          <td style={{ ...cell, ...mono }}>{name}</td>
          <td style={{ ...cell, ...mono }}>ICON_GLYPHS.{name}</td>
        </tr>
      ))}
      {drawn.map((icon) => (
        <tr key={icon.name}>
          <td style={cell}>
            <span
              style={{ display: 'inline-flex', padding: '0.75rem 0.25rem', color: 'var(--bk-color-ink)' }}
            >
              <span className={icon.className} aria-hidden="true" />
            </span>
          </td>
          <td style={{ ...cell, ...mono }}>{icon.name}</td>
          <td style={cell}>
            <code>.{icon.className}</code> in the styles: {icon.usedFor}
          </td>
        </tr>
      ))}
    </Table>
  );
}
