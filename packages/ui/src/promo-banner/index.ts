export { PromoBanner, type PromoBannerArt, type PromoBannerProps } from './promo-banner';
