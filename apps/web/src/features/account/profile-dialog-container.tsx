import {
  readApiError,
  useDeleteAddressMutation,
  useDeletePaymentMethodMutation,
  useGetAddressesQuery,
  useGetMeQuery,
  useGetPaymentMethodsQuery,
} from '@bookshop/api-client';
import type { Address, SavedPaymentMethod } from '@bookshop/domain';
import { useMessages } from '@bookshop/ui';
import { ProfileDialog } from '@bookshop/ui/account';
import { useEffect, useState } from 'react';
import { dialogClosed, dialogOpened, updateAddressOpened } from '../../app/dialogs/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { userUpdated } from '../../app/session/session-slice';

export default function ProfileDialogContainer() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const addresses = useGetAddressesQuery(undefined, { skip: !user });
  // The stored user may be older than the account (changed on another device); the server's wins.
  const me = useGetMeQuery(undefined, { skip: !user, refetchOnMountOrArgChange: true });
  const [deleteAddress] = useDeleteAddressMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Saved cards (spec: a card the checkout could not remove "you can manually delete it from saved methods").
  const cards = useGetPaymentMethodsQuery(undefined, { skip: !user });
  const [deleteCard] = useDeletePaymentMethodMutation();
  const [deletingCardId, setDeletingCardId] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const t = useMessages();

  const freshUser = me.isFetching ? undefined : me.currentData;
  useEffect(() => {
    if (freshUser) dispatch(userUpdated(freshUser));
  }, [dispatch, freshUser]);

  useEffect(() => {
    // No user, or the session seam forgot an expired one (password changed elsewhere, account
    // deleted): the profile needs a user, so the login dialog takes its place.
    if (!user) dispatch(dialogOpened('login'));
  }, [dispatch, user]);

  if (!user) return null;

  const onDeleteAddress = async (address: Address) => {
    setDeletingId(address.id);
    const result = await deleteAddress(address.id);
    // Spec section 8: a failed address deletion is only logged.
    if (result.error) console.error('Deleting an address failed', readApiError(result.error));
    setDeletingId(null);
  };

  const onDeleteCard = async (card: SavedPaymentMethod) => {
    setCardError(null);
    setDeletingCardId(card.id);
    const result = await deleteCard(card.id);
    setDeletingCardId(null);
    if (result.error)
      setCardError(readApiError(result.error, t.format('account.profile.cardRemoveFailed')).message);
  };

  return (
    <ProfileDialog
      open
      onClose={() => dispatch(dialogClosed())}
      user={{ name: user.name, email: user.email, phone: user.phone }}
      addresses={addresses.data ?? null}
      addressesError={addresses.isError ? t.format('account.profile.addressesFailed') : null}
      deletingAddressId={deletingId}
      onChangePassword={() => dispatch(dialogOpened('change-password'))}
      onEditInfo={() => dispatch(dialogOpened('edit-profile'))}
      onAddAddress={() => dispatch(dialogOpened('new-address'))}
      onDeleteAccount={() => dispatch(dialogOpened('delete-account'))}
      onEditAddress={(address) => dispatch(updateAddressOpened(address.id))}
      onDeleteAddress={(address) => void onDeleteAddress(address)}
      savedCards={cards.data ?? null}
      savedCardsError={cards.isError ? t.format('account.profile.cardsFailed') : cardError}
      deletingCardId={deletingCardId}
      onDeleteCard={(card) => void onDeleteCard(card)}
    />
  );
}
