import { lazy, Suspense, useEffect, useState } from "react";
import { FileDropzone } from "../components/FileDropzone";
import { GenerationProgress } from "../components/GenerationProgress";
import { usePageTitle } from "../components/public/page-meta";
import { Spinner } from "../components/Spinner";
import { ClassicButton } from "../components/ui/ClassicButton";
import { ClassicTextAreaField } from "../components/ui/ClassicField";
import { useSummaryChat } from "../hooks/useSummaryChat";
import { useSummaryGeneration } from "../hooks/useSummaryGeneration";
import { useSummaryReview } from "../hooks/useSummaryReview";
import { notify } from "../hooks/useToast";
import { useNavigate } from "../routing";

/** The result's panels (review, chat, email) load while the summary is being made, not with the upload form. */
const loadResult = () => import("../components/SummaryResult");
const SummaryResult = lazy(() => loadResult().then((m) => ({ default: m.SummaryResult })));

export default function NewSummaryPage() {
  usePageTitle("New Summary");
  const navigate = useNavigate();
  const flow = useSummaryGeneration();
  const chat = useSummaryChat(flow.summary?.id ?? "");
  const review = useSummaryReview(flow.summary, flow.setSummary);
  const [files, setFiles] = useState<File[]>([]);
  const [instructions, setInstructions] = useState("");
  useEffect(() => {
    if (flow.phase !== "form") void loadResult();
  }, [flow.phase]);

  if (flow.phase === "processing") {
    return (
      <div className="page">
        <h1>New Summary</h1>
        <GenerationProgress stage={flow.stage} uploadPercent={flow.uploadPercent} />
      </div>
    );
  }

  if (flow.phase === "result" && flow.summary) {
    const summary = flow.summary;
    return (
      <div className="page wide">
        <div className="page-title">
          <div>
            <h1>Your Summary</h1>
            <p className="muted">Review it, ask questions, then email it to the patient.</p>
          </div>
          <div className="actions tight">
            <ClassicButton
              onClick={() => {
                flow.reset();
                setFiles([]);
                setInstructions("");
              }}
            >
              Generate New Summary
            </ClassicButton>
            <ClassicButton variant="primary" onClick={() => navigate("/dashboard/summaries")}>
              View All Summaries
            </ClassicButton>
          </div>
        </div>
        <Suspense fallback={<Spinner label="Loading the summary" />}>
          <SummaryResult
            summary={summary}
            review={review}
            chat={chat}
            onChange={flow.setSummary}
            onSent={(result) =>
              flow.setSummary({
                ...summary,
                sentAt: result.sentAt,
                patientEmail: result.patientEmail,
                deliveryStatus: "delivered",
              })
            }
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="page">
      <h1>New Summary</h1>
      <p className="muted">Upload medical documents to turn them into a patient-friendly summary.</p>
      <div className="stack">
        <FileDropzone
          onFiles={(added) => setFiles((current) => [...current, ...added])}
          onReject={(title, description) => notify.error(title, description)}
        />
        {files.length > 0 && (
          <ul className="file-list" aria-label="Selected files">
            {files.map((file, i) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                <span>{file.name}</span>
                <span className="muted">{(file.size / 1024).toFixed(0)} KB</span>
                <ClassicButton
                  size="sm"
                  variant="ghost"
                  onClick={() => setFiles((current) => current.filter((_, j) => j !== i))}
                  aria-label={`Remove ${file.name}`}
                >
                  Remove
                </ClassicButton>
              </li>
            ))}
          </ul>
        )}
        <ClassicTextAreaField
          label="Additional instructions (optional)"
          placeholder="For example: the patient prefers short bullet points."
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
          rows={3}
          maxLength={4000}
        />
        <div>
          <ClassicButton
            variant="primary"
            disabled={files.length === 0}
            onClick={() => flow.generate(files, instructions)}
          >
            Generate Summary
          </ClassicButton>
          {files.length === 0 && <p className="muted">Upload documents first to continue</p>}
        </div>
      </div>
    </div>
  );
}
