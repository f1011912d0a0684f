import { DEFAULT_DELIVERY_AREAS, type DeliveryAreaLine } from '@bookshop/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryAreaNotice } from './delivery-area-notice';

const sketchbook: DeliveryAreaLine = { BOOK_TITLE: 'Sketchbook A4', kind: 'stationery' };
const dune: DeliveryAreaLine = { BOOK_TITLE: 'Dune', kind: 'book' };

describe('DeliveryAreaNotice', () => {
  it('alerts that stationery goes only to Lahore when a Karachi address is chosen, naming the item', () => {
    render(
      <DeliveryAreaNotice
        lines={[dune, sketchbook]}
        shippingAddress={{ City: 'Karachi' }}
        areas={DEFAULT_DELIVERY_AREAS}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"Sketchbook A4" can be delivered only to Lahore for now. Please choose an address in Lahore, or remove it from your cart.',
    );
  });

  it('names the cities the shop configured', () => {
    render(
      <DeliveryAreaNotice
        lines={[sketchbook]}
        shippingAddress={{ City: 'Multan' }}
        areas={{ stationery: ['Lahore', 'Islamabad'] }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('only to Lahore or Islamabad for now');
  });

  it('says nothing for a Lahore address, for books going to Karachi, or before an address is chosen', () => {
    const { rerender } = render(
      <DeliveryAreaNotice
        lines={[sketchbook]}
        shippingAddress={{ City: 'Lahore' }}
        areas={DEFAULT_DELIVERY_AREAS}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <DeliveryAreaNotice
        lines={[dune]}
        shippingAddress={{ City: 'Karachi' }}
        areas={DEFAULT_DELIVERY_AREAS}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <DeliveryAreaNotice lines={[sketchbook]} shippingAddress={null} areas={DEFAULT_DELIVERY_AREAS} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
