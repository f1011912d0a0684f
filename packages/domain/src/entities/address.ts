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
