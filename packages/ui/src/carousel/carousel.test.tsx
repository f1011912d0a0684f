import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { Carousel, type CarouselSlide } from './carousel';

const slides: CarouselSlide[] = [
  { id: 'urdu', label: 'Urdu classics', content: <p>Urdu classics banner</p> },
  { id: 'school', label: 'Back to school', content: <p>Back to school banner</p> },
  { id: 'deals', label: 'High discounts', content: <a href="/deals">See the deals</a> },
];

function currentSlide(): string {
  const shown = screen.getAllByRole('group', { hidden: true }).find((g) => !g.hasAttribute('aria-hidden'));
  return shown?.getAttribute('aria-label') ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

let reduceMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reduceMotion = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduce') && reduceMotion,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel region whose slides say where they are', () => {
    render(<Carousel slides={slides} label="Featured" />);
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 3: Urdu classics' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    // Hidden slides are out of the accessibility tree and out of the tab order.
    expect(screen.queryByRole('group', { name: '2 of 3: Back to school' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the deals' })).not.toBeInTheDocument();
  });

  it('starts 1 s after load and then advances every 5000 ms, wrapping round', () => {
    render(<Carousel slides={slides} label="Featured" />);
    // Steps, so React renders between timers as it would in a browser.
    advance(1000);
    advance(4999);
    expect(currentSlide()).toBe('1 of 3: Urdu classics');
    advance(1);
    expect(currentSlide()).toBe('2 of 3: Back to school');
    advance(5000);
    expect(currentSlide()).toBe('3 of 3: High discounts');
    advance(5000);
    expect(currentSlide()).toBe('1 of 3: Urdu classics');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<Carousel slides={slides} label="Featured" />);
    const region = screen.getByRole('region', { name: 'Featured' });
    fireEvent.pointerEnter(region);
    advance(20_000);
    expect(currentSlide()).toBe('1 of 3: Urdu classics');
    fireEvent.pointerLeave(region);
    advance(5000);
    expect(currentSlide()).toBe('2 of 3: Back to school');
  });

  it('pauses while focus is inside', () => {
    render(
      <>
        <Carousel slides={slides} label="Featured" />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(20_000);
    expect(currentSlide()).toBe('1 of 3: Urdu classics');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(6000);
    expect(currentSlide()).toBe('2 of 3: Back to school');
  });

  it('moves with the previous, next and slide buttons', () => {
    render(<Carousel slides={slides} label="Featured" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('3 of 3: High discounts');
    expect(screen.getByRole('link', { name: 'See the deals' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('1 of 3: Urdu classics');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Back to school' }));
    expect(currentSlide()).toBe('2 of 3: Back to school');
    expect(screen.getByRole('button', { name: 'Show slide 2: Back to school' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('stops and starts with the rotation button', () => {
    render(<Carousel slides={slides} label="Featured" />);
    const controls = screen.getByRole('region', { name: 'Featured' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Stop automatic slide show' }));
    // Clicking focused nothing in jsdom, so only the stop holds it still.
    advance(20_000);
    expect(currentSlide()).toBe('1 of 3: Urdu classics');
    fireEvent.click(within(controls).getByRole('button', { name: 'Start automatic slide show' }));
    advance(5000);
    expect(currentSlide()).toBe('2 of 3: Back to school');
  });

  it('does not rotate on its own when reduced motion is asked for', () => {
    reduceMotion = true;
    render(<Carousel slides={slides} label="Featured" />);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    advance(30_000);
    expect(currentSlide()).toBe('1 of 3: Urdu classics');
  });

  it('shows a single banner without controls, and nothing without slides', () => {
    const { unmount } = render(<Carousel slides={slides.slice(0, 1)} label="Featured" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render(<Carousel slides={[]} label="Featured" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('Carousel in Urdu', () => {
  it('names its controls and slides in Urdu, and points previous to the right and next to the left', () => {
    render(
      <MessagesProvider language="ur">
        <Carousel slides={slides} label="نمایاں" />
      </MessagesProvider>,
    );
    expect(currentSlide()).toBe('3 میں سے 1: Urdu classics');
    const previous = screen.getByRole('button', { name: 'پچھلی سلائیڈ' });
    const next = screen.getByRole('button', { name: 'اگلی سلائیڈ' });
    expect(previous).toHaveTextContent('›');
    expect(next).toHaveTextContent('‹');
    expect(screen.getByRole('button', { name: 'سلائیڈ 2 دکھائیں: Back to school' })).toBeInTheDocument();
  });
});
