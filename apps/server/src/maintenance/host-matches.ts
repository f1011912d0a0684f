/**
 * The host name of a Host header: lower case, without the port and without a trailing dot
 * ("Shop.Example.com.:8080" → "shop.example.com"; "[::1]:3000" → "[::1]").
 */
export function hostName(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  const name = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1) || host
    : host.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

function patternRegex(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  // A leading "*." stands for one or more labels (any subdomain, however deep); any other "*"
  // for part of one label ("shop-*.example.com"), so it never swallows a dot.
  const body = escaped.join('[^.]*');
  const source = body.startsWith('[^.]*\\.') ? `(?:[^.]+\\.)+${body.slice('[^.]*\\.'.length)}` : body;
  return new RegExp(`^${source === '[^.]*' ? '.+' : source}$`);
}

/**
 * Whether a Host header names one of the maintenance hosts. Patterns are host names with
 * optional wildcards: `*.example.com` (every subdomain, not example.com itself),
 * `shop-*.example.com` (part of one label), `*` (every host). Ports are ignored on both sides.
 */
export function hostMatches(hostHeader: string | undefined, patterns: readonly string[]): boolean {
  if (!hostHeader || patterns.length === 0) return false;
  const host = hostName(hostHeader);
  if (host === '') return false;
  return patterns.some((p) => p.trim() !== '' && patternRegex(hostName(p) || p).test(host));
}
