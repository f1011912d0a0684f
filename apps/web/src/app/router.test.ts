import { footerLinks, siteMenuLinks } from '@bookshop/ui';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router';

const routes = createRoutes();

function routeOf(href: string): string | undefined {
  const matches = matchRoutes(routes, href) ?? [];
  return matches[matches.length - 1]?.route.path;
}

describe('routes', () => {
  it.each([...footerLinks, ...siteMenuLinks].map((link) => link.href))(
    'has a page of its own for %s',
    (href) => {
      const path = routeOf(href);
      expect(path).toBeDefined();
      expect(path).not.toBe('*');
    },
  );

  it('lazy-loads every page but home', () => {
    const pages = routes[0]?.children ?? [];
    const eager = pages.filter((route) => !route.lazy).map((route) => route.path);
    expect(eager).toEqual(['/']);
  });
});
