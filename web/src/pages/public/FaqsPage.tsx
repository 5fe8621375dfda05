import { type FaqItem, FaqList } from "../../components/public/FaqList";
import { PageHero, Section } from "../../components/public/PageHero";
import { usePageMeta } from "../../components/public/page-meta";
import { ButtonLink } from "../../components/ui/Button";
import { CircleHelp, MessageSquare } from "../../components/ui/icons";
import { Link } from "../../routing";

/** Twelve questions answered from what the product does (the spec's 'Coming Soon...' was a placeholder). */
export const FAQS: FaqItem[] = [
  {
    question: "What does ClearNote do?",
    answer:
      "ClearNote turns medical documents and recorded consultations into summaries your patients can understand. You upload a discharge letter, result or clinic note (or record the visit), review the plain-language summary and send it to the patient through a private link. For recordings you also get a transcript and draft clinical notes for your own record.",
  },
  {
    question: "Which files can I upload?",
    answer:
      "PDF, Word (DOC and DOCX), plain text, JPG and PNG, up to 10 MB per file. You can combine several files into one summary, for example a discharge letter and a lab report. Scanned documents and photos are read directly, so a clear phone photo of a letter works.",
  },
  {
    question: "How long does a summary take?",
    answer:
      "Usually 1–2 minutes, and up to 5 minutes for long or complex documents. You can watch its progress on screen; if something fails you are told why and can try again.",
  },
  {
    question: "How accurate are the summaries?",
    answer:
      "ClearNote keeps medicines, doses, dates and warning signs as written, and checks every number, dose, date and medicine name in the summary against your source: anything it cannot find there is flagged for you before sending. You always review the summary first: ClearNote drafts, you decide what the patient receives.",
  },
  {
    question: "How does my patient receive the summary?",
    answer:
      "By email. The email contains a greeting and a button to a private page with the summary, never the medical text itself. The patient needs no account; the page works on any phone or computer and includes a chat for questions about the summary.",
  },
  {
    question: "What can patients ask in the chat?",
    answer:
      "Questions about their own summary, such as what a term means or when to take a medicine. Answers come only from that summary; for anything else the chat points them back to you, and to emergency services when something sounds urgent. Patient chats are not stored.",
  },
  {
    question: "What reading level do summaries use?",
    answer:
      "They aim at an 8th-grade reading level, the level most patient-education guidance recommends, and ClearNote measures the level each summary actually reaches and shows it to you. If a draft comes out harder, it is simplified once more automatically.",
  },
  {
    question: "Can I customize the format?",
    answer:
      "Yes. Choose a preset (discharge summary, SOAP notes and others) as your default, or write your own: you can keep up to five custom summary templates and five custom clinical-note templates. For a single patient, add instructions such as their language or who will read it.",
  },
  {
    question: "How long do you keep patient data?",
    answer: (
      <p>
        You decide. In Settings, auto-delete removes summaries, transcriptions and their files after 1 hour, 1 day, 3
        days (the default), 7 days or 30 days; you can also keep them until you delete them. Deleting a summary also
        removes its uploaded files, the patient's link and any feedback about it. See our{" "}
        <Link to="/privacy">Privacy Policy</Link> for the details.
      </p>
    ),
  },
  {
    question: "Is ClearNote HIPAA compliant?",
    answer: (
      <p>
        ClearNote is built for HIPAA: it runs only on HIPAA-eligible AWS services, encrypts everything in transit and at
        rest, keeps patient data out of logs and emails, and lets each clinician see only their own records. If you are
        a covered entity, we sign a Business Associate Agreement with you before you upload patient information. Read
        more on our <Link to="/security">Security &amp; compliance</Link> page.
      </p>
    ),
  },
  {
    question: "Is my data used to train AI models?",
    answer:
      "No. Summaries are written by Amazon Bedrock inside our AWS account; AWS does not use Bedrock inputs or outputs to train models, and neither do we. Your documents are used only to produce your summaries.",
  },
  {
    question: "Can I try ClearNote before paying?",
    answer: (
      <p>
        Yes. Every plan starts with a 14-day free trial and no credit card. <Link to="/login">Create an account</Link>{" "}
        and send your first summary in a few minutes, or <Link to="/pricing">compare the plans</Link>.
      </p>
    ),
  },
];

export default function FaqsPage() {
  usePageMeta(
    "FAQs",
    "Answers about ClearNote: supported files, processing time, accuracy, how patients receive summaries, reading level, templates, data retention, HIPAA and AI training.",
  );
  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Frequently asked questions"
        lead="What clinicians ask us most about summaries, patients and their data."
      />
      <section className="band band-plain band-tight" aria-label="Questions and answers">
        <div className="container narrow">
          <FaqList items={FAQS} headingLevel={2} />
        </div>
      </section>
      <Section id="more-help" tone="sunken">
        <div className="help-cta">
          <div className="help-cta-text">
            <CircleHelp />
            <div>
              <h2>Still have questions?</h2>
              <p>Our team replies within 24 hours, or book a call and we will show you ClearNote live.</p>
            </div>
          </div>
          <div className="help-cta-actions">
            <ButtonLink to="/contact?reason=support" variant="secondary">
              <MessageSquare /> Contact Support
            </ButtonLink>
            <ButtonLink to="/contact?reason=demo" variant="primary">
              Schedule a Call
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
