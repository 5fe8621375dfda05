import { useState } from "react";
import { AccountCard } from "../components/AccountCard";
import { FollowUpCard } from "../components/FollowUpCard";
import { PortalContactCard } from "../components/PortalContactCard";
import { usePageTitle } from "../components/public/page-meta";
import { RetentionCard } from "../components/RetentionCard";
import { SampleRecordsCard } from "../components/SampleRecordsCard";
import { Spinner } from "../components/Spinner";
import { TemplateCard } from "../components/TemplateCard";
import { ClassicButton } from "../components/ui/ClassicButton";
import { ConfirmDialog } from "../components/ui/ConfirmDialog";
import { useProfileNames } from "../hooks/useProfileNames";
import { useRetentionProgress } from "../hooks/useRetentionProgress";
import { useSettings } from "../hooks/useSettings";
import { useUnsavedChangesGuard } from "../hooks/useUnsavedChangesGuard";

export default function SettingsPage() {
  const s = useSettings();
  const names = useProfileNames(s.profile);
  const retention = useRetentionProgress(s.retention);
  usePageTitle("Settings");
  const [deleting, setDeleting] = useState<{ kind: "summary" | "clinical"; id: string; name: string } | null>(null);
  const leaving = useUnsavedChangesGuard(s.unsaved || names.changed);

  if (s.loading) return <Spinner label="Loading settings" />;
  if (!s.draft) {
    return (
      <div className="page">
        <h1>Settings</h1>
        <p className="muted">Failed to load settings. Please try again.</p>
        <ClassicButton onClick={s.reload}>Try again</ClassicButton>
      </div>
    );
  }
  const draft = s.draft;

  return (
    <div className="page">
      <div className="page-title">
        <div>
          <h1>Settings</h1>
          <p className="muted">Templates, data retention, feedback requests, the patient portal and your account.</p>
        </div>
        <ClassicButton variant="primary" onClick={s.saveAll} loading={s.busy} loadingText="Saving...">
          Save Changes
        </ClassicButton>
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
            onDelete={(id) =>
              setDeleting({ kind, id, name: s.customTemplates(kind).find((t) => t.id === id)?.name ?? "this template" })
            }
          />
        ))}
        <RetentionCard
          autoDelete={draft.autoDeleteEnabled}
          hours={draft.retentionHours}
          onAutoDelete={s.setAutoDelete}
          onHours={s.setRetentionHours}
          progress={retention.progress}
          finishedHere={retention.finishedHere}
        />
        <FollowUpCard delay={draft.followUpDelay} onDelay={s.setFollowUpDelay} />
        <PortalContactCard
          phone={draft.practicePhone ?? ""}
          phoneError={s.phoneError}
          emergencyNumber={draft.emergencyNumber}
          onPhone={s.setPracticePhone}
          onEmergencyNumber={s.setEmergencyNumber}
        />
        <ConfirmDialog
          open={deleting !== null}
          title="Delete this template?"
          confirmLabel="Delete template"
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            if (deleting) await s.deleteCustomTemplate(deleting.kind, deleting.id);
            setDeleting(null);
          }}
        >
          <p>
            Your custom template <strong>{deleting?.name}</strong> will be permanently deleted. Summaries already made
            with it are not changed; if it is the selected template, new ones use the default template instead.
          </p>
        </ConfirmDialog>
        <ConfirmDialog
          open={leaving.state === "blocked"}
          title="Leave without saving?"
          confirmLabel="Leave without saving"
          cancelLabel="Stay on this page"
          onCancel={() => leaving.reset?.()}
          onConfirm={() => leaving.proceed?.()}
        >
          <p>
            Your changes on this page have not been saved. Stay and use Save Changes (or Save for your names) to keep
            them; leave and they are lost.
          </p>
        </ConfirmDialog>
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
        <SampleRecordsCard />
      </div>
    </div>
  );
}
