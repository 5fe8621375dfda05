export function StatusBadge({ sentAt }: { sentAt: string | null }) {
  return sentAt ? (
    <span className="badge delivered">Delivered</span>
  ) : (
    <span className="badge draft">Ready to Send</span>
  );
}
