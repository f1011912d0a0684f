export { Footer, type FooterProps } from './footer';
export {
  DEFAULT_CONTACT,
  DEFAULT_SOCIAL_LINKS,
  type FooterContact,
  type FooterLink,
  type FooterSection,
  footerLinks,
  type SocialLink,
} from './footer-links';
