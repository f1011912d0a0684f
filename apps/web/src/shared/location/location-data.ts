/**
 * Country, province and city reference data, from the static files in /data (spec section 3).
 * Countries carry an id and an ISO code; provinces name their country's id; cities come in one
 * file per country, named by its code, so the country-id-to-code mapping picks the file.
 */
export interface CountryRecord {
  /** ISO 3166-1 numeric code. */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 code; names the country's city file. */
  code: string;
}

export interface StateRecord {
  id: number;
  countryId: number;
  name: string;
}

/** The cities of one province, largest first. */
export interface CityGroup {
  stateId: number;
  names: string[];
}

export const COUNTRIES_URL = '/data/countries.json';
export const STATES_URL = '/data/states.json';

/** The country-id-to-code mapping of the spec. */
export function countryCodes(countries: readonly CountryRecord[]): ReadonlyMap<number, string> {
  return new Map(countries.map((country) => [country.id, country.code]));
}

/** The city file of a country, or null when the country is not in the list. */
export function cityFileUrl(countries: readonly CountryRecord[], countryName: string): string | null {
  const country = countries.find((c) => c.name === countryName);
  const code = country ? countryCodes(countries).get(country.id) : undefined;
  return code ? `/data/cities-${code}.json` : null;
}

/** The province names of a country; empty when the country has none listed. */
export function provincesOf(
  countries: readonly CountryRecord[],
  states: readonly StateRecord[],
  countryName: string,
): string[] {
  const country = countries.find((c) => c.name === countryName);
  return country ? states.filter((s) => s.countryId === country.id).map((s) => s.name) : [];
}

/** The city names of a province of a country; empty when none are listed. */
export function citiesOf(
  countries: readonly CountryRecord[],
  states: readonly StateRecord[],
  cityGroups: readonly CityGroup[],
  countryName: string,
  provinceName: string,
): string[] {
  const country = countries.find((c) => c.name === countryName);
  const state = states.find((s) => s.countryId === country?.id && s.name === provinceName);
  return state ? (cityGroups.find((group) => group.stateId === state.id)?.names ?? []) : [];
}

// Static files change only with a deploy: each is fetched once per page load.
const cache = new Map<string, Promise<unknown>>();

/** Fetches a static JSON file once; a failed fetch is forgotten so the next use tries again. */
export function loadStaticJson<T>(url: string): Promise<T> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(new URL(url, document.baseURI).href).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}
