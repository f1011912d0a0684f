import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREAS, type DeliveryAreaLine, deliveryAreaProblem } from './delivery-area.js';

const sketchbook: DeliveryAreaLine = { BOOK_TITLE: 'Sketchbook A4', kind: 'stationery' };
const pen: DeliveryAreaLine = { BOOK_TITLE: 'Fountain Pen', kind: 'stationery' };
const dune: DeliveryAreaLine = { BOOK_TITLE: 'Dune', kind: 'book' };

describe('deliveryAreaProblem', () => {
  it('refuses stationery for Karachi by default, naming the item and Lahore', () => {
    expect(deliveryAreaProblem([dune, sketchbook], { City: 'Karachi' }, DEFAULT_DELIVERY_AREAS)).toBe(
      '"Sketchbook A4" can be delivered only to Lahore for now. Please choose an address in Lahore, or remove it from your cart.',
    );
  });

  it('names every stationery item once and every city it goes to', () => {
    expect(
      deliveryAreaProblem(
        [sketchbook, pen, sketchbook],
        { City: 'Quetta' },
        {
          stationery: ['Lahore', 'Islamabad', 'Rawalpindi'],
        },
      ),
    ).toBe(
      '"Sketchbook A4" and "Fountain Pen" can be delivered only to Lahore, Islamabad or Rawalpindi for now. Please choose an address in Lahore, Islamabad or Rawalpindi, or remove them from your cart.',
    );
  });

  it('accepts stationery for Lahore, whatever the spacing and case of the city', () => {
    expect(deliveryAreaProblem([sketchbook], { City: 'Lahore' }, DEFAULT_DELIVERY_AREAS)).toBeNull();
    expect(deliveryAreaProblem([sketchbook], { City: ' lahore ' }, DEFAULT_DELIVERY_AREAS)).toBeNull();
  });

  it('accepts books for any city', () => {
    expect(deliveryAreaProblem([dune], { City: 'Karachi' }, DEFAULT_DELIVERY_AREAS)).toBeNull();
  });

  it('leaves an address without a city, or no address, to the address checks', () => {
    expect(deliveryAreaProblem([sketchbook], { City: null }, DEFAULT_DELIVERY_AREAS)).toBeNull();
    expect(deliveryAreaProblem([sketchbook], { City: '  ' }, DEFAULT_DELIVERY_AREAS)).toBeNull();
    expect(deliveryAreaProblem([sketchbook], null, DEFAULT_DELIVERY_AREAS)).toBeNull();
  });

  it('sends a kind listed without cities everywhere', () => {
    expect(deliveryAreaProblem([sketchbook], { City: 'Karachi' }, { stationery: [] })).toBeNull();
    expect(deliveryAreaProblem([sketchbook], { City: 'Karachi' }, {})).toBeNull();
  });

  it('refuses exactly when a line of a limited kind goes to a city outside its list, and then names that line and the cities', () => {
    const city = fc.constantFrom('Lahore', 'Karachi', 'Islamabad', 'Multan', 'Peshawar');
    const line = fc.record({
      BOOK_TITLE: fc.string({ minLength: 1, maxLength: 12 }),
      kind: fc.constantFrom('book' as const, 'stationery' as const),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        city,
        fc.uniqueArray(city, { minLength: 1 }),
        (lines, to, cities) => {
          const problem = deliveryAreaProblem(lines, { City: to }, { stationery: cities });
          const outside = lines.filter((l) => l.kind === 'stationery' && !cities.includes(to));
          expect(problem === null).toBe(outside.length === 0);
          if (problem === null) return;
          for (const l of outside) expect(problem).toContain(`"${l.BOOK_TITLE}"`);
          for (const c of cities) expect(problem).toContain(c);
        },
      ),
    );
  });
});
