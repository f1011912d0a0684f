import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('on an English page links to the same page and query in Urdu, named اردو in Urdu', () => {
    render(<LanguageSwitch path="/search?q=ghalib&page=2" />);
    const link = screen.getByRole('link', { name: 'اردو' });
    expect(link).toHaveAttribute('href', '/ur/search?q=ghalib&page=2');
    expect(link).toHaveAttribute('lang', 'ur');
    expect(link).toHaveAttribute('hreflang', 'ur');
  });

  it('on an Urdu page links to the same page and query in English, named English in English', () => {
    render(
      <MessagesProvider language="ur">
        <LanguageSwitch path="/search?q=ghalib&page=2" />
      </MessagesProvider>,
    );
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/search?q=ghalib&page=2');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('links the home page to /ur and back to /', () => {
    const { unmount } = render(<LanguageSwitch path="/" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/ur');
    unmount();
    render(
      <MessagesProvider language="ur">
        <LanguageSwitch path="/" />
      </MessagesProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });

  it('tells onChoose the chosen language when the shopper follows it', async () => {
    const onChoose = vi.fn();
    render(<LanguageSwitch path="/book/12" onChoose={onChoose} />);
    const link = screen.getByRole('link', { name: 'اردو' });
    // jsdom does not navigate; stop it from trying so the test sees only the click.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onChoose).toHaveBeenCalledWith('ur');
  });
});
