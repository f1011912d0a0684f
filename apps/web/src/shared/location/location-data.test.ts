import { describe, expect, it } from 'vitest';
import cityGroupsPk from '../../../public/data/cities-PK.json';
import countries from '../../../public/data/countries.json';
import states from '../../../public/data/states.json';
import { citiesOf, cityFileUrl, countryCodes, provincesOf } from './location-data';

describe('location data', () => {
  it('lists Pakistan first, with ids and codes', () => {
    expect(countries[0]).toEqual({ id: 586, name: 'Pakistan', code: 'PK' });
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
  });

  it('maps a country id to the code that names its city file', () => {
    expect(countryCodes(countries).get(586)).toBe('PK');
    expect(cityFileUrl(countries, 'Pakistan')).toBe('/data/cities-PK.json');
    expect(cityFileUrl(countries, 'Atlantis')).toBeNull();
  });

  it('gives the provinces of Pakistan and the cities of one', () => {
    expect(provincesOf(countries, states, 'Pakistan')).toEqual([
      'Punjab',
      'Sindh',
      'Khyber Pakhtunkhwa',
      'Balochistan',
      'Islamabad Capital Territory',
      'Gilgit-Baltistan',
      'Azad Jammu and Kashmir',
    ]);
    expect(citiesOf(countries, states, cityGroupsPk, 'Pakistan', 'Sindh')).toContain('Karachi');
    expect(citiesOf(countries, states, cityGroupsPk, 'Pakistan', 'Nowhere')).toEqual([]);
    expect(provincesOf(countries, states, 'Atlantis')).toEqual([]);
  });

  it('has a city file for every country, naming only its own provinces', async () => {
    const files = import.meta.glob<{ default: { stateId: number; names: string[] }[] }>(
      '../../../public/data/cities-*.json',
    );
    for (const country of countries) {
      const load = files[`../../../public/data/cities-${country.code}.json`];
      expect(load, country.name).toBeDefined();
      const groups = (await load!()).default;
      const own = new Set(states.filter((s) => s.countryId === country.id).map((s) => s.id));
      for (const group of groups) expect(own.has(group.stateId)).toBe(true);
      // Every name passes the address form's bounds (3 to 60 characters).
      for (const name of groups.flatMap((g) => g.names)) expect(name.length).toBeGreaterThanOrEqual(3);
    }
  });
});
