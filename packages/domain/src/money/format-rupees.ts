/**
 * Whole rupees with thousands separators, as en-US prints them ('1,234,567'). A pattern rather
 * than Intl.NumberFormat: building a formatter costs a phone several milliseconds, and this module
 * is evaluated before any page can answer a tap.
 */
const grouping = {
  format: (wholeRupees: number): string => String(wholeRupees).replace(/\B(?=(\d{3})+$)/g, ','),
};

/**
 * Shows an amount the way the shop prints prices: `'Rs. 1,234'`, rounded to whole rupees (never `-0`),
 * with a leading minus for amounts taken off (`'-Rs. 50'`). A missing amount shows as `'Rs. 0'`,
 * matching how a missing price counts as 0.
 */
export function formatRupees(amount: number | null | undefined): string {
  const rupees = amount != null && Number.isFinite(amount) ? Math.round(amount) || 0 : 0;
  return rupees < 0 ? `-Rs. ${grouping.format(-rupees)}` : `Rs. ${grouping.format(rupees)}`;
}
