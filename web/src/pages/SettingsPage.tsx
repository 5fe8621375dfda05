import { Button } from "@aws-amplify/ui-react";
import { AccountCard } from "../components/AccountCard";
import { RetentionCard } from "../components/RetentionCard";
import { Spinner } from "../components/Spinner";
import { TemplateCard } from "../components/TemplateCard";
import { useProfileNames } from "../hooks/useProfileNames";
import { useSettings } from "../hooks/useSettings";

export default function SettingsPage() {
  const s = useSettings();
  const names = useProfileNames(s.profile);

  if (s.loading) return <Spinner label="Loading settings" />;
  if (!s.draft) {
    return (
      <div className="page">
        <h1>Settings</h1>
        <p className="muted">Failed to load settings. Please try again.</p>
        <Button onClick={s.reload}>Try again</Button>
      </div>
    );
  }
  const draft = s.draft;

  return (
    <div className="page">
      <div className="page-title">
        <div>
          <h1>Settings</h1>
          <p className="muted">Templates, data retention and your account.</p>
        </div>
        <Button variation="primary" onClick={s.saveAll} isLoading={s.busy} loadingText="Saving...">
          Save Changes
        </Button>
      </div>

      <div className="stack">
        {(["summary", "clinical"] as const).map((kind) => (
          <TemplateCard
            key={kind}
            kind={kind}
            options={s.optionsFor(kind)}
            choice={kind === "summary" ? draft.summaryTemplate : draft.clinicalNotesTemplate}
            customText={kind === "summary" ? draft.customTemplate : draft.customClinicalTemplate}
            preview={s.previewFor(kind)}
            dirty={s.dirty[kind]}
            busy={s.busy}
            custom={s.customTemplates(kind)}
            limit={s.limit}
            onSelect={(v) => s.selectTemplate(kind, v)}
            onCustomText={(t) => s.setCustomText(kind, t)}
            onConfirm={() => s.confirmTemplate(kind)}
            onSaveCustom={(name, content) => s.saveCustomTemplate(kind, name, content)}
            onDelete={(id) => s.deleteCustomTemplate(kind, id)}
          />
        ))}
        <RetentionCard
          autoDelete={draft.autoDeleteEnabled}
          hours={draft.retentionHours}
          onAutoDelete={s.setAutoDelete}
          onHours={s.setRetentionHours}
        />
        <AccountCard
          email={s.email}
          accountType={s.accountType}
          displayName={names.displayName}
          practiceName={names.practiceName}
          onDisplayName={names.setDisplayName}
          onPracticeName={names.setPracticeName}
          canSave={names.changed}
          saving={names.saving}
          onSave={names.save}
        />
      </div>
    </div>
  );
}
