import type { Address, DeliveryAreaLine, DeliveryAreas } from '@bookshop/domain';
import { useMessages } from '@bookshop/ui';
import { deliveryAreaProblemIn } from './checkout-words';

export interface DeliveryAreaNoticeProps {
  /** The lines the order will hold (the panel's orderLines of the cart). */
  lines: readonly Readonly<DeliveryAreaLine>[];
  /** The shipping address picked in the Delivery section, if any. */
  shippingAddress: Readonly<Pick<Address, 'City'>> | null;
  /** The cities each kind of item is delivered to, from the site status (`deliveryAreas`). */
  areas: DeliveryAreas;
}

/**
 * Says at the address step, in the server's words, that items in the cart are not delivered to
 * the chosen city, in the page's language (stationery and art supplies: only Lahore for now), so the shopper changes the
 * address or the cart before Place Order instead of learning it from a refused order. Nothing
 * when every item can go there.
 */
export function DeliveryAreaNotice({ lines, shippingAddress, areas }: DeliveryAreaNoticeProps) {
  const problem = deliveryAreaProblemIn(useMessages(), lines, shippingAddress, areas);
  if (!problem) return null;
  return (
    <p className="checkout-error" role="alert">
      {problem}
    </p>
  );
}
