export function StatCard({ title, value, note }: { title: string; value: string | number; note?: string }) {
  return (
    <section className="card stat" aria-label={title}>
      <div className="card-body">
        <span className="stat-title">{title}</span>
        <strong className="stat-value">{value}</strong>
        {note && <span className={note.startsWith("+") ? "stat-note up" : "stat-note"}>{note}</span>}
      </div>
    </section>
  );
}
