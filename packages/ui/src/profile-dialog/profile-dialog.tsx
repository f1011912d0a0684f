import { type Address, formatPhone, type SavedPaymentMethod } from '@bookshop/domain';
import { useId } from 'react';
import { Button } from '../button';
import { CARD_NETWORK_NAMES, CardNetworkLogo } from '../card-network-logo';
import { Dialog } from '../dialog';

/** The shopper as the profile shows them. */
export interface ProfileUser {
  name: string;
  email: string;
  /** As stored (E.164); shown the shop's one way (formatPhone). Null when not added yet. */
  phone: string | null;
}

export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
  user: ProfileUser;
  /** Saved addresses; null while they load. */
  addresses: readonly Address[] | null;
  /** Set when the addresses could not be loaded. */
  addressesError?: string | null;
  /** The address being deleted, whose Delete button shows it is busy. */
  deletingAddressId?: number | null;
  onChangePassword: () => void;
  onEditInfo: () => void;
  onAddAddress: () => void;
  onDeleteAccount: () => void;
  onEditAddress: (address: Address) => void;
  onDeleteAddress: (address: Address) => void;
  /**
   * Saved cards (saved methods); null while they load. Left out, the section is not shown.
   * Spec: a card the checkout could not remove "you can manually delete it from saved methods".
   */
  savedCards?: readonly SavedPaymentMethod[] | null;
  /** Set when the saved cards could not be loaded or one could not be removed. */
  savedCardsError?: string | null;
  /** The card being removed, whose Remove button shows it is busy. */
  deletingCardId?: string | null;
  onDeleteCard?: (card: SavedPaymentMethod) => void;
}

/** The parts of an address in the order a courier reads them, leaving out empty ones. */
export function addressLines(address: Address): string[] {
  const place = [address.City, address.Province, address.PostCode].filter(Boolean).join(', ');
  return [address.Name, address.Address, place, address.Country].filter((part): part is string =>
    Boolean(part),
  );
}

function SavedAddress({
  address,
  deleting,
  onEdit,
  onDelete,
}: {
  address: Address;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const textId = useId();
  return (
    <li className="bk-profile__address">
      <div id={textId} className="bk-profile__address-text">
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        {address.Phone ? <span>Phone: {formatPhone(address.Phone)}</span> : null}
      </div>
      <div className="bk-profile__address-actions">
        {/* Described by the address, so "Edit" and "Delete" say which address they act on. */}
        <Button variant="secondary" aria-describedby={textId} onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="secondary"
          aria-describedby={textId}
          busy={deleting}
          busyLabel="Deleting..."
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

function SavedCard({
  card,
  deleting,
  onDelete,
}: {
  card: SavedPaymentMethod;
  deleting: boolean;
  onDelete: () => void;
}) {
  const textId = useId();
  const { card_network: network, last_four_digits: last4 } = card.card_details;
  return (
    <li className="bk-profile__address bk-profile__card">
      <div className="bk-profile__card-text">
        <CardNetworkLogo network={network} />
        <span id={textId}>
          <span className="bk-visually-hidden">{CARD_NETWORK_NAMES[network]} card ending </span>
          <span aria-hidden="true">•••• </span>
          {last4}
        </span>
      </div>
      <Button
        variant="secondary"
        aria-describedby={textId}
        busy={deleting}
        busyLabel="Removing..."
        onClick={onDelete}
      >
        Remove
      </Button>
    </li>
  );
}

/**
 * The shopper's profile: name, e-mail and phone, the account actions, the saved addresses with
 * Edit and Delete on each, and the saved cards with Remove on each.
 * Use it as the Profile entry of the account menu.
 */
export function ProfileDialog({
  open,
  onClose,
  user,
  addresses,
  addressesError,
  deletingAddressId = null,
  onChangePassword,
  onEditInfo,
  onAddAddress,
  onDeleteAccount,
  onEditAddress,
  onDeleteAddress,
  savedCards,
  savedCardsError,
  deletingCardId = null,
  onDeleteCard,
}: ProfileDialogProps) {
  const addressesHeadingId = useId();
  const cardsHeadingId = useId();
  return (
    <Dialog open={open} onClose={onClose} title="Your Profile" size="md">
      <dl className="bk-profile__facts">
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Phone</dt>
        <dd>{formatPhone(user.phone) ?? 'Not given yet'}</dd>
      </dl>
      <div className="bk-profile__actions">
        <Button variant="secondary" onClick={onChangePassword}>
          Change Password
        </Button>
        <Button variant="secondary" onClick={onEditInfo}>
          Edit Info
        </Button>
        <Button variant="secondary" onClick={onAddAddress}>
          Add New Address
        </Button>
        <Button variant="secondary" className="bk-button--danger-text" onClick={onDeleteAccount}>
          Delete Your Account
        </Button>
      </div>
      <section aria-labelledby={addressesHeadingId} className="bk-profile__addresses">
        <h3 id={addressesHeadingId} className="bk-profile__heading">
          Saved Addresses
        </h3>
        {addressesError ? (
          <p role="alert" className="bk-form__error">
            {addressesError}
          </p>
        ) : addresses === null ? (
          <p role="status">Loading addresses…</p>
        ) : addresses.length === 0 ? (
          <p>You have no saved addresses yet.</p>
        ) : (
          <ul className="bk-profile__address-list">
            {addresses.map((address) => (
              <SavedAddress
                key={address.id}
                address={address}
                deleting={deletingAddressId === address.id}
                onEdit={() => onEditAddress(address)}
                onDelete={() => onDeleteAddress(address)}
              />
            ))}
          </ul>
        )}
      </section>
      {savedCards !== undefined ? (
        <section aria-labelledby={cardsHeadingId} className="bk-profile__addresses">
          <h3 id={cardsHeadingId} className="bk-profile__heading">
            Saved Cards
          </h3>
          {savedCardsError ? (
            <p role="alert" className="bk-form__error">
              {savedCardsError}
            </p>
          ) : null}
          {savedCards === null ? (
            <p role="status">Loading cards…</p>
          ) : savedCards.length === 0 ? (
            <p>You have no saved cards.</p>
          ) : (
            <ul className="bk-profile__address-list">
              {savedCards.map((card) => (
                <SavedCard
                  key={card.id}
                  card={card}
                  deleting={deletingCardId === card.id}
                  onDelete={() => onDeleteCard?.(card)}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </Dialog>
  );
}
