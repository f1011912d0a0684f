import type { DeliveryAreas } from '../checkout/delivery-area.js';

/** What the server says about the site for the host the page was opened on. */
export interface SiteStatus {
  /** True when this host is listed in MAINTENANCE_HOSTS: every page shows /maintenance. */
  maintenance: boolean;
  /**
   * The cities each kind of item is delivered to (STATIONERY_CITIES), so the checkout refuses an
   * address outside them at the address step, with the server's words.
   */
  deliveryAreas: DeliveryAreas;
}

/** Answer of `GET /api/site-status`. */
export interface SiteStatusResponse {
  data: SiteStatus;
}
