export { Carousel, type CarouselProps, type CarouselSlide } from './carousel';
export { usePrefersReducedMotion } from './use-reduced-motion';
