import {
  useCreateAddressMutation,
  useGetAddressesQuery,
  useUpdateAddressMutation,
} from '@bookshop/api-client';
import {
  type Address,
  type AddressFormValues,
  buildAddressPayload,
  changeAddressPicker,
  DEFAULT_COUNTRY,
  formatPhone,
} from '@bookshop/domain';
import { useMessages } from '@bookshop/ui';
import { AddressDialog, type AddressField } from '@bookshop/ui/account';
import { addressSchema } from '@bookshop/validation';
import { useFormik } from 'formik';
import { dialogOpened } from '../../app/dialogs/dialogs-slice';
import { toastShown } from '../../app/dialogs/toasts-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocationChoices } from '../../shared/location/use-location-choices';
import { formProps, showServerError, validateIn } from './formik-form';

type AddressValues = Record<AddressField, string>;

const FIELDS: readonly AddressField[] = ['phone', 'address', 'country', 'province', 'city', 'zipCode'];

function valuesOf(address: Address): AddressValues {
  return {
    phone: formatPhone(address.Phone) ?? '',
    address: address.Address ?? '',
    country: address.Country || DEFAULT_COUNTRY,
    province: address.Province ?? '',
    city: address.City ?? '',
    zipCode: address.PostCode ?? '',
  };
}

function AddressForm({ address, initialValues }: { address: Address | null; initialValues: AddressValues }) {
  const dispatch = useAppDispatch();
  const [createAddress] = useCreateAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const t = useMessages();
  const backToProfile = () => dispatch(dialogOpened('profile'));

  const formik = useFormik({
    initialValues,
    validate: validateIn(addressSchema, t.language),
    onSubmit: async (values, helpers) => {
      const payload = buildAddressPayload(addressSchema.cast(values) satisfies AddressFormValues, {
        checkout: false,
      });
      const result = address
        ? await updateAddress({ id: address.id, address: payload })
        : await createAddress(payload);
      if (result.error) {
        showServerError(helpers, result.error, FIELDS, 'phone', t.format('account.error.somethingWrong'));
        return;
      }
      dispatch(toastShown('success', t.format('account.toast.addressSaved')));
      backToProfile();
    },
  });

  const choices = useLocationChoices(formik.values.country, formik.values.province);
  const form = formProps(formik);

  return (
    <AddressDialog
      open
      mode={address ? 'update' : 'new'}
      onClose={backToProfile}
      {...choices}
      {...form}
      onFieldChange={(field, value) => {
        if (field === 'country' || field === 'province' || field === 'city') {
          // The pickers cascade: a new country clears province and city, a new province the city.
          void formik.setValues({
            ...formik.values,
            ...changeAddressPicker(formik.values, { field, value }),
          });
        } else {
          form.onFieldChange(field, value);
        }
      }}
    />
  );
}

export default function AddressDialogContainer() {
  const user = useAppSelector((state) => state.session.user);
  const updating = useAppSelector((state) => state.dialogs.open === 'update-address');
  const addressId = useAppSelector((state) => state.dialogs.addressId);
  const addresses = useGetAddressesQuery(undefined, { skip: !updating });
  if (!updating) {
    const initialValues = {
      phone: formatPhone(user?.phone) ?? '',
      address: '',
      country: DEFAULT_COUNTRY,
      province: '',
      city: '',
      zipCode: '',
    };
    return <AddressForm address={null} initialValues={initialValues} />;
  }
  const address = addresses.data?.find((a) => a.id === addressId);
  // The list comes from the profile, so it is normally cached; the form waits for it otherwise.
  return address ? <AddressForm address={address} initialValues={valuesOf(address)} /> : null;
}
