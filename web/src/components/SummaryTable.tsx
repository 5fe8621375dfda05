import { formatShort } from "#contracts/format-date";
import type { SummaryListItem } from "#contracts/summaries";
import { ToCheckBadge } from "./review/ToCheckBadge";
import { SampleBadge } from "./SampleBadge";
import { Button } from "./ui/Button";
import { type Column, ResponsiveTable } from "./ui/ResponsiveTable";
import { SummaryStatusBadge } from "./ui/SummaryStatusBadge";

/** Past summaries, one row each, with View and Delete. */
export function SummaryTable({
  summaries,
  onView,
  onDelete,
}: {
  summaries: SummaryListItem[];
  onView: (id: string) => void;
  onDelete: (summary: SummaryListItem) => void;
}) {
  const columns: Column<SummaryListItem>[] = [
    {
      header: "Patient",
      cell: (s) => (
        <>
          {s.patientName} <SampleBadge sample={s.sample} />
        </>
      ),
    },
    { header: "Original File", cell: (s) => s.originalFilename, kind: "truncate" },
    {
      header: "Status",
      cell: (s) => (
        <span className="status-with-flags">
          <SummaryStatusBadge status={s.status} sentAt={s.sentAt} />
          {!s.sentAt && <ToCheckBadge count={s.openFlags} />}
        </span>
      ),
    },
    { header: "Created", cell: (s) => formatShort(s.createdAt) },
    {
      header: "Actions",
      kind: "actions",
      cell: (s) => (
        <>
          <Button size="sm" onClick={() => onView(s.id)}>
            View
          </Button>
          <Button size="sm" variant="danger" onClick={() => onDelete(s)}>
            Delete
          </Button>
        </>
      ),
    },
  ];
  return <ResponsiveTable caption="Past summaries" columns={columns} rows={summaries} rowKey={(s) => s.id} />;
}
