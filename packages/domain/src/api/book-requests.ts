/** Body of `POST /api/book-requests`: a book the shopper could not find. */
export interface BookRequestPayload {
  name: string;
  email: string;
  phone?: string;
  title: string;
  author?: string;
  notes?: string;
}

/** The request as saved. */
export interface SavedBookRequest {
  id: number;
  title: string;
  author: string | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** Answer of `POST /api/book-requests` (201), with the thank-you to show. */
export interface BookRequestResponse {
  data: { request: SavedBookRequest };
  message: string;
}
