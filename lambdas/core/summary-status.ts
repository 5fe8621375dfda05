/** Spec section 4: 'draft' while sent_at is empty, 'delivered' once set; the result badge reads accordingly. */
export function deliveryStatus(sentAt: string | null | undefined): "draft" | "delivered" {
  return sentAt ? "delivered" : "draft";
}

export function deliveryBadge(sentAt: string | null | undefined): "Ready to Send" | "Delivered" {
  return sentAt ? "Delivered" : "Ready to Send";
}
