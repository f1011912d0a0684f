import { type ReactNode, useEffect, useId, useState } from 'react';
import { useMessages } from '../i18n';
import { cx } from '../utils/cx';
import { ICON_GLYPHS } from '../utils/icon-glyphs';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface CarouselSlide {
  id: string;
  /** Names the slide for assistive technology ("2 of 3: Urdu classics"). */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel region. */
  label: string;
  /** Time each slide stays, in ms; the spec's 5000. */
  interval?: number;
  /** Rotation starts this long after the carousel appears, in ms; the spec's 1000. */
  startDelay?: number;
  className?: string;
}

/**
 * A banner carousel (WAI-ARIA APG pattern): a region with previous, next and stop/start
 * controls, one labelled group per slide. It rotates on its own, pauses while the pointer is over
 * it or focus is inside it, and does not rotate on its own when the system asks for reduced
 * motion (the shopper can still start it).
 * Use it for the home page banners only; never put information a shopper needs in a slide alone.
 */
export function Carousel({ slides, label, interval = 5000, startDelay = 1000, className }: CarouselProps) {
  const t = useMessages();
  const id = useId();
  const count = slides.length;
  // The arrows point the way the slides read: in a right-to-left page, "previous" is to the right.
  const rtl = t.direction === 'rtl';
  const previousGlyph = rtl ? ICON_GLYPHS.next : ICON_GLYPHS.previous;
  const nextGlyph = rtl ? ICON_GLYPHS.previous : ICON_GLYPHS.next;
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null until the shopper presses stop or start: until then reduced motion decides.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = chosen ?? !reducedMotion;
  const rotating = count > 1 && started && playing && !hovered && !focused;
  const current = Math.min(index, Math.max(count - 1, 0));

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), startDelay);
    return () => clearTimeout(timer);
  }, [startDelay]);

  // Re-armed on every slide change, so a slide chosen by hand also gets its full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, current, interval, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx('bk-carousel', className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
          setFocused(false);
        }
      }}
    >
      {/* Announce slide changes only when the shopper makes them; a rotating one would chatter. */}
      <div id={`${id}-slides`} className="bk-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const shown = slideIndex === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group; a fieldset is for form controls
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t.format('shell.carousel.slide', {
                index: slideIndex + 1,
                count,
                label: slide.label,
              })}
              aria-hidden={shown ? undefined : true}
              inert={!shown}
              className={cx('bk-carousel__slide', shown && 'bk-carousel__slide--current')}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="bk-carousel__controls">
          <button
            type="button"
            className="bk-carousel__button bk-carousel__toggle"
            aria-label={t.format(playing ? 'shell.carousel.stop' : 'shell.carousel.start')}
            onClick={() => setChosen(!playing)}
          >
            <span
              className={playing ? 'bk-carousel__pause-icon' : 'bk-carousel__play-icon'}
              aria-hidden="true"
            />
          </button>
          <button
            type="button"
            className="bk-carousel__button"
            aria-controls={`${id}-slides`}
            aria-label={t.format('shell.carousel.previous')}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">{previousGlyph}</span>
          </button>
          <ul className="bk-carousel__dots">
            {slides.map((slide, slideIndex) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="bk-carousel__dot"
                  aria-controls={`${id}-slides`}
                  aria-label={t.format('shell.carousel.show', { index: slideIndex + 1, label: slide.label })}
                  aria-current={slideIndex === current ? 'true' : undefined}
                  onClick={() => go(slideIndex)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="bk-carousel__button"
            aria-controls={`${id}-slides`}
            aria-label={t.format('shell.carousel.next')}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">{nextGlyph}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
