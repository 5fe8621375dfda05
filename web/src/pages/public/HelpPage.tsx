import { FaqList } from "../../components/public/FaqList";
import { PageHero, Section } from "../../components/public/PageHero";
import { usePageMeta } from "../../components/public/page-meta";
import { supportContact, telHref } from "../../components/public/support-contact";
import { ButtonLink } from "../../components/ui/Button";
import {
  Clock,
  FileText,
  Mail,
  MessageSquare,
  Phone,
  Send,
  Settings,
  Upload,
  UserPlus,
} from "../../components/ui/icons";
import { Link } from "../../routing";

const FACTS = [
  {
    icon: FileText,
    title: "Accepted formats",
    text: "PDF, Word (DOC, DOCX), JPG/PNG and plain text, up to 10 MB per file.",
  },
  {
    icon: Clock,
    title: "Processing time",
    text: "1–2 minutes for most documents, up to 5 minutes for complex ones.",
  },
  { icon: Mail, title: "Email support", text: "We reply to every email within 24 hours." },
  { icon: Phone, title: "Phone support", text: "9 AM – 6 PM EST, Monday to Friday." },
];

const START = [
  {
    icon: UserPlus,
    title: "Create your account",
    text: "Sign up with your work email and confirm it with the code we send.",
  },
  {
    icon: Settings,
    title: "Check your settings",
    text: "Choose your default templates and how long records are kept (3 days unless you change it).",
  },
  {
    icon: Upload,
    title: "Create a summary",
    text: "Open New Summary, add the documents, add any instructions, and generate.",
  },
  {
    icon: Send,
    title: "Review and send",
    text: "Read the summary, check anything flagged, then email the patient their private link.",
  },
];

const HELP_FAQ = [
  {
    question: "Why was my file not accepted?",
    answer:
      "ClearNote accepts PDF, DOC, DOCX, TXT, JPG and PNG files up to 10 MB each. Other types show 'File type not supported' and larger files 'File size must be less than 10MB'. Save the document as a PDF or split it into smaller files and try again.",
  },
  {
    question: "My summary is taking a long time. What should I do?",
    answer:
      "Most summaries take 1–2 minutes and complex documents up to 5. The screen shows each stage as it happens. If a summary cannot be finished you are told so and can try again; nothing is sent to the patient until you send it.",
  },
  {
    question: "Some facts in the summary are flagged. What does that mean?",
    answer:
      "ClearNote checks every number, dose, date and medicine in the summary against your documents. A flag means it could not find that fact in the source, so please check it before sending. Flags are shown only to you, never to the patient.",
  },
  {
    question: "My patient did not receive the email.",
    answer:
      "Ask them to check their spam or junk folder first; the email comes from ClearNote on behalf of your practice. Check the address shown on the summary's details. If the address was wrong, create the summary again and send it to the right address.",
  },
  {
    question: "My patient says their link does not work.",
    answer:
      "Links stop working when the summary expires under your retention setting or is deleted. Create a new summary and send it; the new email contains a new link.",
  },
  {
    question: "How do I change how long records are kept?",
    answer: (
      <p>
        In <Link to="/dashboard/settings">Settings</Link>, under Data Retention, switch auto-delete on and choose 1
        hour, 1 day, 3 days, 7 days or 30 days. The new period applies to your existing records as well as new ones.
      </p>
    ),
  },
  {
    question: "Can I record a consultation instead of uploading a document?",
    answer:
      "Yes. Open New Transcription, enter the patient's name, then record in the browser or upload an audio file. You get a transcript, clinical notes for your record and a patient summary you can send.",
  },
  {
    question: "How do I close my account?",
    answer:
      "Email our support team from the address you sign in with. We close the account and erase its records, and confirm when it is done.",
  },
];

export default function HelpPage() {
  usePageMeta(
    "Help Center",
    "ClearNote help: accepted file formats, processing times, getting started, answers to common questions and how to reach support by email or phone.",
  );
  const contact = supportContact();
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="How can we help?"
        lead="Quick answers for getting started with ClearNote and for the questions clinicians ask us most."
      />

      <section className="band band-plain band-tight" aria-label="Key facts">
        <div className="container">
          <ul className="fact-grid">
            {FACTS.map((fact) => (
              <li key={fact.title} className="ui-card fact-card">
                <span className="feature-icon">
                  <fact.icon />
                </span>
                <h2>{fact.title}</h2>
                <p>{fact.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="getting-started" tone="sunken" title="Getting started">
        <ol className="start-steps">
          {START.map((step, index) => (
            <li key={step.title} className="ui-card start-step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="help-faq" title="Common questions">
        <div className="narrow">
          <FaqList items={HELP_FAQ} />
        </div>
      </Section>

      <Section id="support" tone="tint" title="Contact support">
        <div className="support-grid">
          <div className="ui-card">
            <h3>
              <Mail /> Email
            </h3>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p className="muted-text">We reply within 24 hours.</p>
          </div>
          <div className="ui-card">
            <h3>
              <Phone /> Phone
            </h3>
            <p>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </p>
            <p className="muted-text">Hours: 9 AM – 6 PM EST, Monday to Friday.</p>
          </div>
          <div className="ui-card">
            <h3>
              <MessageSquare /> Message
            </h3>
            <p>Send us the details and we will get back to you.</p>
            <ButtonLink to="/contact?reason=support" variant="primary" size="sm">
              Contact Support
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
