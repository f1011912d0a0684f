/** What the server says about the site for the host the page was opened on. */
export interface SiteStatus {
  /** True when this host is listed in MAINTENANCE_HOSTS: every page shows /maintenance. */
  maintenance: boolean;
}

/** Answer of `GET /api/site-status`. */
export interface SiteStatusResponse {
  data: SiteStatus;
}
