import { Page } from '../../shared/page';

/** Shown on maintenance hosts, without header or footer (root layout). */
export function MaintenancePage() {
  return (
    <Page
      title="We'll be back soon"
      description="The shop is closed for maintenance for a short while. Please come back soon."
    >
      <p>The shop is closed for maintenance. Please try again in a little while.</p>
      <p>
        Questions about an order? E-mail <a href="mailto:help@bookshop.pk">help@bookshop.pk</a> or call{' '}
        <a href="tel:+9242111000111">+92 42 111 000 111</a>, 9 to 5 on working days.
      </p>
    </Page>
  );
}
