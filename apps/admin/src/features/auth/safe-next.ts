/**
 * Where to go after signing in: the back-office page the visitor was sent away from, never
 * another site (`//evil.example`) or a scheme, else the dashboard.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/sign-in') || next.startsWith('/setup')) return '/';
  return next;
}
