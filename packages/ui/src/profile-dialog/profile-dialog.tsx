import { type Address, formatPhone, type SavedPaymentMethod } from '@bookshop/domain';
import { keepLeftToRight } from '@bookshop/i18n/core';
import { useId } from 'react';
import { Button } from '../button';
import { CARD_NETWORK_NAMES, CardNetworkLogo } from '../card-network-logo';
import { Dialog } from '../dialog';
import { Ltr, useMessages } from '../i18n';

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
  const t = useMessages();
  return (
    <li className="bk-profile__address">
      <div id={textId} className="bk-profile__address-text">
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        {address.Phone ? (
          <span>
            {t.format('account.addressLine.phone', {
              phone: keepLeftToRight(t.language, formatPhone(address.Phone) ?? ''),
            })}
          </span>
        ) : null}
      </div>
      <div className="bk-profile__address-actions">
        {/* Described by the address, so "Edit" and "Delete" say which address they act on. */}
        <Button variant="secondary" aria-describedby={textId} onClick={onEdit}>
          {t.format('account.profile.editAddress')}
        </Button>
        <Button
          variant="secondary"
          aria-describedby={textId}
          busy={deleting}
          busyLabel={t.format('account.profile.deletingAddress')}
          onClick={onDelete}
        >
          {t.format('account.profile.deleteAddress')}
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
  const t = useMessages();
  const { card_network: network, last_four_digits: last4 } = card.card_details;
  return (
    <li className="bk-profile__address bk-profile__card">
      <div className="bk-profile__card-text">
        <CardNetworkLogo network={network} />
        <span id={textId}>
          <span className="bk-visually-hidden">
            {t.format('account.profile.cardEnding', { network: CARD_NETWORK_NAMES[network] })}{' '}
          </span>
          <Ltr>
            <span aria-hidden="true">•••• </span>
            {last4}
          </Ltr>
        </span>
      </div>
      <Button
        variant="secondary"
        aria-describedby={textId}
        busy={deleting}
        busyLabel={t.format('account.profile.removingCard')}
        onClick={onDelete}
      >
        {t.format('account.profile.removeCard')}
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
  const t = useMessages();
  const phone = formatPhone(user.phone);
  return (
    <Dialog open={open} onClose={onClose} title={t.format('account.profile.title')} size="md">
      <dl className="bk-profile__facts">
        <dt>{t.format('account.profile.name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t.format('account.profile.email')}</dt>
        <dd>
          <Ltr>{user.email}</Ltr>
        </dd>
        <dt>{t.format('account.profile.phone')}</dt>
        <dd>{phone ? <Ltr>{phone}</Ltr> : t.format('account.profile.phoneNotGiven')}</dd>
      </dl>
      <div className="bk-profile__actions">
        <Button variant="secondary" onClick={onChangePassword}>
          {t.format('account.profile.changePassword')}
        </Button>
        <Button variant="secondary" onClick={onEditInfo}>
          {t.format('account.profile.editInfo')}
        </Button>
        <Button variant="secondary" onClick={onAddAddress}>
          {t.format('account.profile.addAddress')}
        </Button>
        <Button variant="secondary" className="bk-button--danger-text" onClick={onDeleteAccount}>
          {t.format('account.profile.deleteAccount')}
        </Button>
      </div>
      <section aria-labelledby={addressesHeadingId} className="bk-profile__addresses">
        <h3 id={addressesHeadingId} className="bk-profile__heading">
          {t.format('account.profile.addressesHeading')}
        </h3>
        {addressesError ? (
          <p role="alert" className="bk-form__error">
            {addressesError}
          </p>
        ) : addresses === null ? (
          <p role="status">{t.format('account.profile.addressesLoading')}</p>
        ) : addresses.length === 0 ? (
          <p>{t.format('account.profile.addressesNone')}</p>
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
            {t.format('account.profile.cardsHeading')}
          </h3>
          {savedCardsError ? (
            <p role="alert" className="bk-form__error">
              {savedCardsError}
            </p>
          ) : null}
          {savedCards === null ? (
            <p role="status">{t.format('account.profile.cardsLoading')}</p>
          ) : savedCards.length === 0 ? (
            <p>{t.format('account.profile.cardsNone')}</p>
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
