import { deliversTo } from '@bookshop/domain';
import type { Messages } from '@bookshop/i18n/core';
import { useId } from 'react';
import { type FormFieldsProps, fieldProps, shownError } from '../form-dialog/form-props';
import { useMessages } from '../i18n';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';

export type LocationField = 'country' | 'province' | 'city';

/**
 * The names to choose from at each level. `null` means the list is still loading; an empty list
 * means there is none for this choice, and the shopper types the name instead.
 */
export interface LocationChoices {
  countries: readonly string[] | null;
  provinces: readonly string[] | null;
  cities: readonly string[] | null;
}

export interface LocationPickersProps extends FormFieldsProps<LocationField>, LocationChoices {
  /** Marks the three fields as required. */
  required?: boolean;
}

const toOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** Countries the shop does not deliver to yet are listed greyed out and cannot be chosen (spec). */
const toCountryOptions = (names: readonly string[], t: Messages) =>
  names.map((name) =>
    deliversTo(name)
      ? { value: name, label: name }
      : { value: name, label: t.format('account.location.countryNotYet', { country: name }), disabled: true },
  );

/**
 * Country, province and city of an address. Country and province are chosen from lists; the city
 * list only suggests, because no list holds every town a parcel can go to. The container
 * cascades the choices: a new country clears province and city, a new province clears city.
 * Use it inside any address form (profile addresses, checkout).
 */
export function LocationPickers(props: LocationPickersProps) {
  const { countries, provinces, cities, required = false, values, onFieldChange, onFieldBlur } = props;
  const cityListId = useId();
  const t = useMessages();

  const levelSelect = (
    field: 'country' | 'province',
    label: string,
    names: readonly string[] | null,
    placeholder: string,
  ) =>
    names !== null && names.length === 0 ? (
      <TextField label={label} required={required} autoComplete="off" {...fieldProps(props, field)} />
    ) : (
      <SelectField
        label={label}
        name={field}
        required={required}
        value={values[field]}
        options={field === 'country' ? toCountryOptions(names ?? [], t) : toOptions(names ?? [])}
        placeholder={names === null ? t.format('account.location.loading') : placeholder}
        disabled={names === null}
        error={shownError(props, field)}
        onValueChange={(value) => onFieldChange(field, value)}
        onBlur={() => onFieldBlur?.(field)}
      />
    );

  return (
    <div className="bk-location-pickers">
      {levelSelect(
        'country',
        t.format('account.field.country'),
        countries,
        t.format('account.location.selectCountry'),
      )}
      {levelSelect(
        'province',
        t.format('account.field.province'),
        provinces,
        t.format('account.location.selectProvince'),
      )}
      <TextField
        label={t.format('account.field.city')}
        required={required}
        autoComplete="off"
        list={cities && cities.length > 0 ? cityListId : undefined}
        {...fieldProps(props, 'city')}
      />
      {cities && cities.length > 0 ? (
        <datalist id={cityListId}>
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
