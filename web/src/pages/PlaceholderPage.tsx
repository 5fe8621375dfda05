import { usePageTitle } from "../components/public/page-meta";

export default function PlaceholderPage({ title, text }: { title: string; text?: string }) {
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="muted">{text ?? "This part of the dashboard is coming in a later release."}</p>
    </div>
  );
}
