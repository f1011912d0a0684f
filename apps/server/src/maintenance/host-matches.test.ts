import { describe, expect, it } from 'vitest';
import { hostMatches, hostName } from './host-matches.js';

describe('hostMatches', () => {
  it('matches exact host names, ignoring case, port and a trailing dot', () => {
    expect(hostMatches('down.example.pk', ['down.example.pk'])).toBe(true);
    expect(hostMatches('Down.Example.PK:8080', ['down.example.pk'])).toBe(true);
    expect(hostMatches('down.example.pk.', ['DOWN.example.pk'])).toBe(true);
    expect(hostMatches('down.example.pk', ['down.example.pk:3000'])).toBe(true);
    expect(hostMatches('up.example.pk', ['down.example.pk'])).toBe(false);
    expect(hostMatches('down.example.pkx', ['down.example.pk'])).toBe(false);
    expect(hostMatches('downxexample.pk', ['down.example.pk'])).toBe(false);
  });

  it('reads a leading *. as any subdomain, however deep, but not the domain itself', () => {
    const patterns = ['*.example.com'];
    expect(hostMatches('shop.example.com', patterns)).toBe(true);
    expect(hostMatches('a.b.example.com', patterns)).toBe(true);
    expect(hostMatches('example.com', patterns)).toBe(false);
    expect(hostMatches('evilexample.com', patterns)).toBe(false);
    expect(hostMatches('example.com.evil.org', patterns)).toBe(false);
  });

  it('reads any other * as part of one label, and a lone * as every host', () => {
    expect(hostMatches('shop-2.example.com', ['shop-*.example.com'])).toBe(true);
    expect(hostMatches('shop-.example.com', ['shop-*.example.com'])).toBe(true);
    expect(hostMatches('shop-2.x.example.com', ['shop-*.example.com'])).toBe(false);
    expect(hostMatches('anything.at.all', ['*'])).toBe(true);
  });

  it('matches when any pattern does, and never without a host or patterns', () => {
    expect(hostMatches('b.pk', ['a.pk', 'b.pk'])).toBe(true);
    expect(hostMatches(undefined, ['*'])).toBe(false);
    expect(hostMatches('', ['*'])).toBe(false);
    expect(hostMatches('a.pk', [])).toBe(false);
    expect(hostMatches('a.pk', [' '])).toBe(false);
  });

  it('treats regular-expression characters in patterns literally', () => {
    expect(hostMatches('aXb.pk', ['a.b.pk'])).toBe(false);
    expect(hostMatches('a+b.pk', ['a+b.pk'])).toBe(true);
    expect(hostMatches('ab.pk', ['a+b.pk'])).toBe(false);
  });

  it('handles IPv6 literals', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostMatches('[::1]:3000', ['[::1]'])).toBe(true);
    expect(hostMatches('[::2]', ['[::1]'])).toBe(false);
  });
});
