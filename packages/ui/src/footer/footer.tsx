import { useId } from 'react';
import { AppLink, DisabledLink } from '../link-provider';
import { cx } from '../utils/cx';
import {
  DEFAULT_CONTACT,
  DEFAULT_SOCIAL_LINKS,
  dialable,
  type FooterContact,
  type FooterSection,
  footerLinks,
  type SocialLink,
} from './footer-links';

export interface FooterProps {
  /** Overrides for the contact lines. */
  contact?: Partial<FooterContact>;
  socialLinks?: readonly SocialLink[];
  brandName?: string;
  /** Year of the copyright line; defaults to the current year (fixed in stories and tests). */
  year?: number;
  className?: string;
}

function linksOf(section: FooterSection) {
  return footerLinks.filter((link) => link.section === section);
}

/** The list items of one footer section's links. */
function FooterLinkItems({ section }: { section: FooterSection }) {
  return linksOf(section).map((link) => (
    <li key={link.href}>
      <AppLink href={link.href} className="bk-footer__link">
        {link.label}
      </AppLink>
    </li>
  ));
}

/**
 * The site footer: About Us, Help, Contact Us, Social Media and the legal links.
 * Use it once, at the bottom of every page.
 */
export function Footer({
  contact,
  socialLinks = DEFAULT_SOCIAL_LINKS,
  brandName = 'Bookshop',
  year = new Date().getFullYear(),
  className,
}: FooterProps) {
  const id = useId();
  const lines = { ...DEFAULT_CONTACT, ...contact };
  const [contactPage] = linksOf('contact');

  return (
    <footer className={cx('bk-footer', className)}>
      <div className="bk-container bk-footer__grid">
        <section className="bk-footer__section" aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className="bk-footer__heading">
            About Us
          </h2>
          <ul className="bk-footer__list">
            <FooterLinkItems section="about" />
          </ul>
        </section>

        <section className="bk-footer__section" aria-labelledby={`${id}-help`}>
          <h2 id={`${id}-help`} className="bk-footer__heading">
            Help
          </h2>
          <ul className="bk-footer__list">
            <FooterLinkItems section="help" />
            <li>
              {/* The spec lists Leave Feedback without a destination: shown, but it goes nowhere. */}
              <DisabledLink className="bk-footer__link" reason="not available yet">
                Leave Feedback
              </DisabledLink>
            </li>
          </ul>
        </section>

        <section className="bk-footer__section" aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className="bk-footer__heading">
            Contact Us
          </h2>
          <ul className="bk-footer__list bk-footer__contact">
            <li>
              <span className="bk-footer__contact-kind">Phone</span>{' '}
              <a href={`tel:${dialable(lines.phone)}`} className="bk-footer__link">
                {lines.phone}
              </a>
            </li>
            <li>
              <span className="bk-footer__contact-kind">Chat</span>{' '}
              <a
                href={`https://wa.me/${dialable(lines.chat).replace('+', '')}`}
                className="bk-footer__link"
                target="_blank"
                rel="noopener noreferrer"
              >
                {lines.chat} on WhatsApp
              </a>
            </li>
            <li>
              <span className="bk-footer__contact-kind">E-mail</span>{' '}
              <a href={`mailto:${lines.email}`} className="bk-footer__link">
                {lines.email}
              </a>
            </li>
            <li className="bk-footer__hours">
              <span className="bk-footer__contact-kind">Hours</span> {lines.hours}
            </li>
            {contactPage ? (
              <li className="bk-footer__contact-page">
                <AppLink href={contactPage.href} className="bk-footer__link">
                  {contactPage.label}
                </AppLink>
              </li>
            ) : null}
          </ul>
        </section>

        <section className="bk-footer__section" aria-labelledby={`${id}-social`}>
          <h2 id={`${id}-social`} className="bk-footer__heading">
            Social Media
          </h2>
          <ul className="bk-footer__list bk-footer__social">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="bk-footer__link" target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="bk-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="bk-footer__bottom">
        <div className="bk-container bk-footer__bottom-inner">
          <p className="bk-footer__copyright">
            © {year} {brandName}. Books, stationery and art supplies across Pakistan.
          </p>
          <nav aria-label="Legal">
            <ul className="bk-footer__legal">
              <FooterLinkItems section="legal" />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
