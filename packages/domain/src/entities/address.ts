/**
 * A saved address as the server returns it. Text fields may be null or empty on old records,
 * which is why checkout checks completeness before placing an order.
 */
export interface Address {
  id: number;
  Name: string | null;
  Phone: string | null;
  Address: string | null;
  City: string | null;
  Province: string | null;
  Country: string | null;
  PostCode: string | null;
}

/**
 * Body of `POST /api/addresses` and `PUT /api/addresses/{id}`. Only the checkout form has name
 * fields; the profile form takes the name from the user.
 */
export interface AddressPayload {
  firstName?: string;
  lastName?: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  country: string;
  zipCode: string;
}

/** Body of `GET /api/addresses`. */
export interface AddressListResponse {
  data: { addresses: readonly Address[] };
}
