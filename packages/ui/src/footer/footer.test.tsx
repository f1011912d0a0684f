import { formatMessage } from '@bookshop/i18n/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { Footer } from './footer';
import { footerLinks } from './footer-links';

// Written out from the spec rather than read from footerLinks, so a link dropped from the data fails here.
const SPEC_FOOTER_PATHS = [
  '/who-we-are',
  '/outlets',
  '/careers',
  '/under-construction/manuscript-submissions',
  '/placing-order',
  '/payments',
  '/packing-shipping',
  '/tracking-order',
  '/cancelling-order',
  '/returns',
  '/international-orders',
  '/readings-mobile-app',
  '/privacy-policy',
  '/terms-conditions',
  '/about-us',
  '/contact-us',
  '/help',
  // Issue 12: the Gift Card dialog's route, linked from the footer.
  '/gift-card',
];

describe('Footer', () => {
  it('has the About Us, Help, Contact Us and Social Media sections', () => {
    render(<Footer year={2025} />);
    for (const name of ['About Us', 'Help', 'Contact Us', 'Social Media']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it.each(SPEC_FOOTER_PATHS)('links to %s', (path) => {
    render(<Footer year={2025} />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(path);
  });

  it('exports exactly the internal links it shows, each once', () => {
    expect(footerLinks.map((link) => link.href).sort()).toEqual([...SPEC_FOOTER_PATHS].sort());
    render(<Footer year={2025} />);
    for (const link of footerLinks) {
      expect(screen.getByRole('link', { name: formatMessage('en', link.labelKey) })).toHaveAttribute(
        'href',
        link.href,
      );
    }
  });

  it('gives phone, chat and e-mail contact lines and the working hours', () => {
    render(<Footer year={2025} />);
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: '+92 42 111 000 111' })).toHaveAttribute(
      'href',
      'tel:+9242111000111',
    );
    expect(within(contact).getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/923000000111',
    );
    expect(within(contact).getByRole('link', { name: 'help@bookshop.pk' })).toHaveAttribute(
      'href',
      'mailto:help@bookshop.pk',
    );
    expect(within(contact).getByText(/9 am to 5 pm on working days/)).toBeInTheDocument();
  });

  it('takes other contact details', () => {
    render(<Footer year={2025} contact={{ email: 'orders@example.pk' }} />);
    expect(screen.getByRole('link', { name: 'orders@example.pk' })).toHaveAttribute(
      'href',
      'mailto:orders@example.pk',
    );
    expect(screen.getByRole('link', { name: '+92 42 111 000 111' })).toBeInTheDocument();
  });

  it('shows Leave Feedback as a dead link', () => {
    render(<Footer year={2025} />);
    expect(screen.queryByRole('link', { name: /Leave Feedback/ })).not.toBeInTheDocument();
    const feedback = screen.getByText('Leave Feedback');
    expect(feedback).toHaveAttribute('aria-disabled', 'true');
    expect(feedback).not.toHaveAttribute('href');
  });

  it('opens social media in a new tab, safely', () => {
    render(<Footer year={2025} socialLinks={[{ label: 'Instagram', href: 'https://instagram.com/x' }]} />);
    const social = screen.getByRole('region', { name: 'Social Media' });
    const link = within(social).getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts the legal links in their own navigation with the copyright line', () => {
    render(<Footer year={2025} brandName="Readings" />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-conditions']);
    expect(screen.getByText(/© 2025 Readings/)).toBeInTheDocument();
  });

  it('offers the same page in Urdu, named اردو, and tells onChooseLanguage when followed', () => {
    const onChooseLanguage = vi.fn();
    render(<Footer year={2025} languagePath="/search?q=manto" onChooseLanguage={onChooseLanguage} />);
    const link = screen.getByRole('link', { name: 'اردو' });
    expect(link).toHaveAttribute('href', '/ur/search?q=manto');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(onChooseLanguage).toHaveBeenCalledWith('ur');
  });
});

describe('Footer in Urdu', () => {
  function renderInUrdu() {
    render(
      <MessagesProvider language="ur">
        <Footer year={2025} languagePath="/help" />
      </MessagesProvider>,
    );
  }

  it('names its sections, links and contact lines in Urdu', () => {
    renderInUrdu();
    for (const name of ['ہمارے بارے میں', 'مدد', 'رابطہ کریں', 'سوشل میڈیا']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: 'ای گفٹ کارڈ' })).toHaveAttribute('href', '/gift-card');
    expect(screen.getByText('کام کے دنوں میں صبح 9 سے شام 5 بجے تک')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'قانونی معلومات' })).toBeInTheDocument();
    expect(screen.getByText(/© 2025 بک شاپ۔/)).toBeInTheDocument();
    expect(screen.queryByText(/About Us|Contact Us|working days|opens in a new tab/)).not.toBeInTheDocument();
  });

  it('keeps the phone number and e-mail address left to right inside the Urdu text', () => {
    renderInUrdu();
    const phone = screen.getByRole('link', { name: '+92 42 111 000 111' });
    expect(phone.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+92 42 111 000 111');
    const email = screen.getByRole('link', { name: 'help@bookshop.pk' });
    expect(email.querySelector('bdi[dir="ltr"]')).toHaveTextContent('help@bookshop.pk');
    expect(screen.getByRole('link', { name: /WhatsApp پر/ }).textContent).toContain(
      '\u2066+92 300 000 0111\u2069',
    );
  });

  it('offers the same page in English, named English', () => {
    renderInUrdu();
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/help');
    expect(link).toHaveAttribute('lang', 'en');
  });
});
