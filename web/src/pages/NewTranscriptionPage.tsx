import { type FormEvent, useCallback, useState } from "react";
import { RECORDING_CONSENT_LABEL } from "#contracts/transcriptions/create";
import { AudioUploadPicker } from "../components/transcription/AudioUploadPicker";
import { formatDuration } from "../components/transcription/duration";
import { RecorderCard } from "../components/transcription/RecorderCard";
import { TranscriptionStages } from "../components/transcription/TranscriptionStages";
import { Button } from "../components/ui/Button";
import { Card } from "../components/ui/Card";
import { TextField } from "../components/ui/Field";
import { notify } from "../hooks/useToast";
import { useTranscriptionFlow } from "../hooks/useTranscriptionFlow";
import { useTranscriptionRecorder } from "../hooks/useTranscriptionRecorder";
import { Link, useNavigate } from "../routing";
import "../components/transcription/transcription.css";

function PatientForm({ onContinue }: { onContinue: (name: string, email: string, consent: boolean) => boolean }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue(name, email, consent);
  };
  return (
    <Card as="section" tone="raised" aria-label="Patient">
      <form className="tx-form" onSubmit={submit} noValidate>
        <TextField
          label="Patient name"
          required
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
        />
        <TextField
          label="Patient email (optional)"
          type="email"
          autoComplete="off"
          placeholder="patient@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
        <label className="tx-consent">
          <input type="checkbox" required checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <span>
            <strong>{RECORDING_CONSENT_LABEL}</strong>
            <span className="muted small"> Required before recording or uploading. The time you confirm is kept.</span>
          </span>
        </label>
        <div>
          <Button type="submit" variant="primary">
            Continue to Recording
          </Button>
        </div>
      </form>
    </Card>
  );
}

export default function NewTranscriptionPage() {
  const navigate = useNavigate();
  const onDone = useCallback((id: string) => navigate(`/dashboard/transcriptions/${id}`), [navigate]);
  const flow = useTranscriptionFlow(onDone);
  const recorder = useTranscriptionRecorder();

  const start = async () => {
    try {
      await recorder.start();
    } catch {
      notify.error("Recording Error", "Failed to access microphone. Please check permissions.");
    }
  };
  const stop = async () => {
    try {
      const audio = await recorder.stop();
      await flow.submit(audio);
    } catch {
      notify.error("Recording Error", "Failed to access microphone. Please check permissions.");
    }
  };
  const recording = recorder.state === "recording" || recorder.state === "paused";

  return (
    <div className="page">
      <div className="page-title">
        <div>
          <h1>New Transcription</h1>
          <p className="muted">
            Record or upload a consultation: you get the transcript, clinical notes and a patient summary.
          </p>
        </div>
        <Link to="/dashboard">Back to Dashboard</Link>
      </div>

      {flow.step === "form" && <PatientForm onContinue={flow.continueToRecording} />}

      {flow.step === "recording" && (
        <div className="stack">
          <p className="tx-patient-line">
            Patient: <strong>{flow.patient.name}</strong>
            {flow.patient.email ? <span className="muted"> · {flow.patient.email}</span> : null}{" "}
            {!recording && (
              <Button size="sm" variant="ghost" onClick={flow.backToForm}>
                Change
              </Button>
            )}
          </p>
          {flow.failedAudio && (
            <div className="notice" role="note">
              <span>
                The last recording ({flow.failedAudio.file.name}, {formatDuration(flow.failedAudio.durationSeconds)})
                was not processed.
              </span>{" "}
              <Button size="sm" onClick={() => flow.failedAudio && flow.submit(flow.failedAudio)} disabled={recording}>
                Try it again
              </Button>
            </div>
          )}
          <div className="tx-capture">
            <RecorderCard
              state={recorder.state}
              seconds={recorder.seconds}
              level={recorder.level}
              silent={recorder.silent}
              onStart={start}
              onPause={recorder.pause}
              onResume={recorder.resume}
              onStop={stop}
            />
            <AudioUploadPicker onFile={flow.submitFile} disabled={recorder.state !== "idle"} />
          </div>
        </div>
      )}

      {flow.step === "processing" && (
        <div className="stack">
          <p className="tx-patient-line">
            Patient: <strong>{flow.patient.name}</strong>
          </p>
          <TranscriptionStages stage={flow.stage} uploadPercent={flow.uploadPercent} />
          <p className="muted small">
            {flow.stage === "uploading"
              ? "Keep this page open until the upload finishes."
              : "You can leave this page: the work continues and appears in Past Transcriptions."}
          </p>
        </div>
      )}
    </div>
  );
}
