import { useEffect, useState } from "react";
import type { TemplatesResponse } from "#contracts/templates";
import { api } from "../../api/client";
import { Button } from "../ui/Button";
import { SelectField, TextAreaField } from "../ui/Field";

/** 'Regenerate' with another template and/or additional instructions; the current version is kept. */
export function RegenerateForm({
  busy,
  onRegenerate,
  onCancel,
}: {
  busy: boolean;
  onRegenerate: (choice: { template?: string; instructions: string }) => void;
  onCancel: () => void;
}) {
  const [templates, setTemplates] = useState<TemplatesResponse["summary"] | null>(null);
  const [template, setTemplate] = useState("");
  const [instructions, setInstructions] = useState("");

  useEffect(() => {
    let live = true;
    api
      .listTemplates()
      .then((all) => live && setTemplates(all.summary))
      .catch(() => live && setTemplates({ presets: [], custom: [] }));
    return () => {
      live = false;
    };
  }, []);

  return (
    <form
      className="regenerate-form"
      aria-label="Regenerate summary"
      onSubmit={(event) => {
        event.preventDefault();
        onRegenerate({ template: template || undefined, instructions });
      }}
    >
      <SelectField label="Template" value={template} onChange={(e) => setTemplate(e.target.value)} disabled={busy}>
        <option value="">My default template</option>
        {templates?.presets.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
        {templates?.custom.map((t) => (
          <option key={t.id} value={`custom_${t.id}`}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Additional instructions (optional)"
        value={instructions}
        maxLength={4000}
        rows={3}
        placeholder="For example: shorter, and explain the new medicines first."
        onChange={(e) => setInstructions(e.target.value)}
        disabled={busy}
      />
      <p className="muted small">A new version is written; the current one stays in the version history.</p>
      <div className="actions tight">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? "Starting..." : "Regenerate"}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
