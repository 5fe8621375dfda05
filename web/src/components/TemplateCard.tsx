import { useState } from "react";
import type { CustomTemplate, TemplateKind } from "#contracts/templates";
import type { TemplateOption } from "../hooks/useSettings";
import { SaveTemplateDialog } from "./SaveTemplateDialog";
import { Card } from "./ui/Card";
import { ClassicButton } from "./ui/ClassicButton";
import { ClassicSelectField, ClassicTextAreaField } from "./ui/ClassicField";

const COPY = {
  summary: {
    title: "Patient Summary Templates",
    description: "Choose how patient-friendly summaries are structured.",
    selectLabel: "Summary template",
    customLabel: "Custom summary template",
    saveButton: "Save as Custom",
    dialogTitle: "Save as Custom Template",
    listTitle: "Your custom templates",
  },
  clinical: {
    title: "Clinical Notes Templates",
    description: "Choose the format of clinical notes generated from recordings.",
    selectLabel: "Clinical notes template",
    customLabel: "Custom clinical notes template",
    saveButton: "Save Clinical Template",
    dialogTitle: "Save Clinical Template",
    listTitle: "Your custom clinical templates",
  },
} as const;

export function TemplateCard(props: {
  kind: TemplateKind;
  options: TemplateOption[];
  choice: string;
  customText: string;
  preview: string;
  dirty: boolean;
  busy: boolean;
  custom: CustomTemplate[];
  limit: number;
  onSelect: (value: string) => void;
  onCustomText: (text: string) => void;
  onConfirm: () => void;
  onSaveCustom: (name: string, content: string) => Promise<boolean>;
  onDelete: (id: string) => void;
}) {
  const copy = COPY[props.kind];
  const [dialogOpen, setDialogOpen] = useState(false);
  const atLimit = props.custom.length >= props.limit;

  return (
    <Card title={copy.title} description={copy.description} data-testid={`templates-${props.kind}`}>
      <ClassicSelectField
        label={copy.selectLabel}
        value={props.choice}
        onChange={(e) => props.onSelect(e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </ClassicSelectField>

      {props.choice === "custom" && (
        <ClassicTextAreaField
          label={copy.customLabel}
          value={props.customText}
          onChange={(e) => props.onCustomText(e.target.value)}
          rows={8}
          placeholder="Write the headings and instructions you want the AI to follow."
        />
      )}

      <section className="preview" aria-label="Template preview">
        <h3>Preview</h3>
        {/* Scrolls when long: focusable so a keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
        <pre tabIndex={0}>{props.preview || "Nothing to preview yet."}</pre>
      </section>

      <div className="actions">
        <ClassicButton variant="primary" onClick={props.onConfirm} disabled={!props.dirty || props.busy}>
          Confirm Template
        </ClassicButton>
        <ClassicButton onClick={() => setDialogOpen(true)} disabled={atLimit || props.busy}>
          {`${copy.saveButton} (${props.custom.length}/${props.limit})`}
        </ClassicButton>
      </div>

      <div className="custom-list">
        <h3>{copy.listTitle}</h3>
        {props.custom.length === 0 ? (
          <p className="muted">No custom templates yet.</p>
        ) : (
          <ul>
            {props.custom.map((t) => (
              <li key={t.id}>
                <span>{t.name}</span>
                <ClassicButton
                  size="sm"
                  variant="ghost"
                  danger
                  onClick={() => props.onDelete(t.id)}
                  disabled={props.busy}
                  aria-label={`Delete ${t.name}`}
                >
                  Delete
                </ClassicButton>
              </li>
            ))}
          </ul>
        )}
      </div>

      <SaveTemplateDialog
        open={dialogOpen}
        title={copy.dialogTitle}
        initialContent={props.preview}
        busy={props.busy}
        onSave={props.onSaveCustom}
        onClose={() => setDialogOpen(false)}
      />
    </Card>
  );
}
