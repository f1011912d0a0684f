import { readApiError } from '@bookshop/api-client/admin';
import { STAFF_AUTH_MESSAGES } from '@bookshop/domain';

/** What a page shows while its data loads, or when it could not be read. */
export function LoadState({
  isLoading,
  error,
  notFound = 'Not found.',
}: {
  isLoading: boolean;
  error: unknown;
  /** What a 404 means on this page, e.g. 'There is no order #1042.' */
  notFound?: string;
}) {
  if (isLoading) {
    return (
      <p className="admin-muted" role="status">
        Loading…
      </p>
    );
  }
  if (!error) return null;
  const problem = readApiError(error, 'The back office could not be reached. Please try again.');
  const message =
    problem.status === 404
      ? notFound
      : problem.status === 403
        ? STAFF_AUTH_MESSAGES.roleRefused
        : problem.message;
  return (
    <p className="admin-alert admin-alert--error" role="alert">
      {message}
    </p>
  );
}

/** A call's failure in words, for a form's alert. */
export function errorMessage(error: unknown, fallback = 'That did not work. Please try again.'): string {
  const problem = readApiError(error, fallback);
  if (problem.status === 403) return STAFF_AUTH_MESSAGES.roleRefused;
  return problem.message;
}
