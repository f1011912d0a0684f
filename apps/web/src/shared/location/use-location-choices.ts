import type { LocationChoices } from '@bookshop/ui/account';
import { useEffect, useMemo, useState } from 'react';
import {
  type CityGroup,
  COUNTRIES_URL,
  type CountryRecord,
  citiesOf,
  cityFileUrl,
  loadStaticJson,
  provincesOf,
  STATES_URL,
  type StateRecord,
} from './location-data';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** A static JSON file; null url means none is needed yet. */
function useStaticJson<T>(url: string | null): Loaded<T> {
  const [state, setState] = useState<{ url: string | null; loaded: Loaded<T> }>({
    url,
    loaded: { status: 'loading' },
  });
  useEffect(() => {
    if (!url) return;
    let current = true;
    loadStaticJson<T>(url).then(
      (data) => current && setState({ url, loaded: { status: 'ready', data } }),
      (error: unknown) => {
        // Without the lists the shopper types the names, so a failure only needs logging.
        console.error(error);
        if (current) setState({ url, loaded: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);
  // An answer for an earlier url (a country changed since) counts as still loading.
  return state.url === url ? state.loaded : { status: 'loading' };
}

/**
 * The names the country, province and city pickers offer for the current choice: null while a
 * list loads, empty when there is none (then the shopper types the name).
 */
export function useLocationChoices(country: string, province: string): LocationChoices {
  const countries = useStaticJson<CountryRecord[]>(COUNTRIES_URL);
  const states = useStaticJson<StateRecord[]>(STATES_URL);
  const countryList = countries.status === 'ready' ? countries.data : null;
  const cityUrl = countryList ? cityFileUrl(countryList, country) : null;
  const cities = useStaticJson<CityGroup[]>(cityUrl);

  return useMemo(() => {
    const failed = countries.status === 'failed' || states.status === 'failed';
    if (failed) return { countries: [], provinces: [], cities: [] };
    if (countries.status !== 'ready') return { countries: null, provinces: null, cities: null };
    const countryNames = countries.data.map((c) => c.name);
    if (states.status !== 'ready') return { countries: countryNames, provinces: null, cities: null };
    const provinces = provincesOf(countries.data, states.data, country);
    const cityNames =
      !cityUrl || !province || cities.status === 'failed'
        ? []
        : cities.status === 'ready'
          ? citiesOf(countries.data, states.data, cities.data, country, province)
          : null;
    return { countries: countryNames, provinces, cities: cityNames };
  }, [countries, states, cities, cityUrl, country, province]);
}
