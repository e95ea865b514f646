import type { CartState, SAMPLE_CART_LIMIT } from "./cart-rules";

// The sample API's documents (docs/my-catalogue.md), shared by the server and the pages.

export interface CartItem {
  productId: string;
  addedAt: string;
  /** The product's name with its vintage, as its page titles it. */
  name: string;
  exhibitorId: string;
  exhibitorName: string;
}

export interface Cart {
  items: CartItem[];
  limit: typeof SAMPLE_CART_LIMIT;
  state: CartState;
}

/** One exhibitor's part of a submitted cart. */
export interface SubmissionPart {
  requestId: string;
  exhibitorId: string;
  exhibitorName: string;
  products: { productId: string; name: string }[];
  /** Whether the exhibitor's email went out (false: it has no address, or the delivery failed). */
  emailed: boolean;
}

export interface SampleSubmission {
  submissionId: string;
  createdAt: string;
  message: string;
  parts: SubmissionPart[];
  /** Whether the requester's confirmation went out. */
  confirmed: boolean;
}
