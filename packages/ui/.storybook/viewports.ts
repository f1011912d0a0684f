/**
 * The widths the shop is designed and tested at: a small phone, a tablet and a common laptop.
 * The visual snapshot tests shoot the phone and laptop widths.
 */
export const SHOP_VIEWPORTS = {
  phone: { name: 'Phone 360', styles: { width: '360px', height: '800px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop 1366', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
} as const;
