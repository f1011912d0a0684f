import { keepLeftToRight, type Language } from '@bookshop/i18n/core';
import { useId } from 'react';
import { Ltr, useMessages } from '../i18n';
import { LanguageSwitch } from '../language-switch';
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
  /** The shop's name in the copyright line; the catalogue's, in the page's language, by default. */
  brandName?: string;
  /**
   * The page's path and query without the language's prefix: the footer then offers the same
   * page in the other language (LanguageSwitch). Left out, no switch is shown.
   */
  languagePath?: string;
  /** The shopper chose the other language with the switch (the container remembers it). */
  onChooseLanguage?: (language: Language) => void;
  /** Year of the copyright line; defaults to the current year (fixed in stories and tests). */
  year?: number;
  className?: string;
}

function linksOf(section: FooterSection) {
  return footerLinks.filter((link) => link.section === section);
}

/** The list items of one footer section's links. */
function FooterLinkItems({ section }: { section: FooterSection }) {
  const t = useMessages();
  return linksOf(section).map((link) => (
    <li key={link.href}>
      <AppLink href={link.href} className="bk-footer__link">
        {t.format(link.labelKey)}
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
  brandName,
  languagePath,
  onChooseLanguage,
  year = new Date().getFullYear(),
  className,
}: FooterProps) {
  const t = useMessages();
  const id = useId();
  const lines = { ...DEFAULT_CONTACT, ...contact };
  const hours = lines.hours ?? t.format('shell.footer.workingHours');
  const notAvailable = t.format('shell.link.notAvailable');
  const [contactPage] = linksOf('contact');

  return (
    <footer className={cx('bk-footer', className)}>
      <div className="bk-container bk-footer__grid">
        <section className="bk-footer__section" aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className="bk-footer__heading">
            {t.format('shell.footer.about')}
          </h2>
          <ul className="bk-footer__list">
            <FooterLinkItems section="about" />
          </ul>
        </section>

        <section className="bk-footer__section" aria-labelledby={`${id}-help`}>
          <h2 id={`${id}-help`} className="bk-footer__heading">
            {t.format('shell.footer.help')}
          </h2>
          <ul className="bk-footer__list">
            <FooterLinkItems section="help" />
            <li>
              {/* The spec lists Leave Feedback without a destination: shown, but it goes nowhere. */}
              <DisabledLink className="bk-footer__link" reason={notAvailable}>
                {t.format('shell.links.leaveFeedback')}
              </DisabledLink>
            </li>
          </ul>
        </section>

        <section className="bk-footer__section" aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className="bk-footer__heading">
            {t.format('shell.footer.contact')}
          </h2>
          <ul className="bk-footer__list bk-footer__contact">
            <li>
              <span className="bk-footer__contact-kind">{t.format('shell.footer.phone')}</span>{' '}
              <a href={`tel:${dialable(lines.phone)}`} className="bk-footer__link">
                <Ltr>{lines.phone}</Ltr>
              </a>
            </li>
            <li>
              <span className="bk-footer__contact-kind">{t.format('shell.footer.chat')}</span>{' '}
              <a
                href={`https://wa.me/${dialable(lines.chat).replace('+', '')}`}
                className="bk-footer__link"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.format('shell.footer.onWhatsApp', { number: keepLeftToRight(t.language, lines.chat) })}
              </a>
            </li>
            <li>
              <span className="bk-footer__contact-kind">{t.format('shell.footer.email')}</span>{' '}
              <a href={`mailto:${lines.email}`} className="bk-footer__link">
                <Ltr>{lines.email}</Ltr>
              </a>
            </li>
            <li className="bk-footer__hours">
              <span className="bk-footer__contact-kind">{t.format('shell.footer.hours')}</span> {hours}
            </li>
            {contactPage ? (
              <li className="bk-footer__contact-page">
                <AppLink href={contactPage.href} className="bk-footer__link">
                  {t.format(contactPage.labelKey)}
                </AppLink>
              </li>
            ) : null}
          </ul>
        </section>

        <section className="bk-footer__section" aria-labelledby={`${id}-social`}>
          <h2 id={`${id}-social`} className="bk-footer__heading">
            {t.format('shell.footer.social')}
          </h2>
          <ul className="bk-footer__list bk-footer__social">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="bk-footer__link" target="_blank" rel="noopener noreferrer">
                  {'labelKey' in link ? t.format(link.labelKey) : link.label}
                  <span className="bk-visually-hidden"> {t.format('shell.footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="bk-footer__bottom">
        <div className="bk-container bk-footer__bottom-inner">
          <p className="bk-footer__copyright">
            {t.format('shell.footer.copyright', {
              year: String(year),
              brand: brandName ?? t.format('shell.brand.name'),
            })}
          </p>
          {languagePath === undefined ? null : (
            <LanguageSwitch path={languagePath} onChoose={onChooseLanguage} className="bk-footer__language" />
          )}
          <nav aria-label={t.format('shell.footer.legal')}>
            <ul className="bk-footer__legal">
              <FooterLinkItems section="legal" />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
