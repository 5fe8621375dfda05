import { Feature } from "../../components/public/Feature";
import { CallToAction, PageHero, Section } from "../../components/public/PageHero";
import { usePageMeta } from "../../components/public/page-meta";
import { ButtonLink } from "../../components/ui/Button";
import {
  ArrowRight,
  CircleCheck,
  Heart,
  Link,
  Send,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Upload,
  Zap,
} from "../../components/ui/icons";

const STEPS = [
  {
    icon: Upload,
    title: "Upload Document",
    text: "Drop in a discharge letter, lab report, referral or clinic note (PDF, Word, text, JPG or PNG, up to 10 MB each), or record the consultation in your browser.",
    points: ["Several files at once", "Optional instructions for this patient", "Your default template applied"],
  },
  {
    icon: Sparkles,
    title: "AI Processing",
    text: "ClearNote reads the document, rewrites it in plain language under clear headings and measures the reading level. Most summaries are ready in 1–2 minutes.",
    points: [
      "Medicines and doses kept exactly",
      "Warning signs never dropped",
      "Numbers or medicines not found in the source are flagged",
    ],
  },
  {
    icon: Send,
    title: "Secure Delivery",
    text: "You review the summary, then send it. Your patient receives an email with a private link, reads the summary on any device and can ask questions about it.",
    points: [
      "No medical text in the email",
      "Link expires with your retention setting",
      "Optional feedback request afterwards",
    ],
  },
];

export default function HowItWorksPage() {
  usePageMeta(
    "How it Works",
    "Upload a document or record a visit, let ClearNote write a plain-language summary, review it and send your patient a private link. Three steps, about two minutes.",
  );
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="From clinical notes to clear answers in three steps"
        lead="ClearNote fits into the few minutes after a visit: upload, review, send. Your patient gets words they understand, and you stay in control of every sentence."
      />

      <Section id="steps" title="Three steps, about two minutes">
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="step">
              <div className="step-head">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="step-icon">
                  <step.icon />
                </span>
              </div>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
              <ul className="check-list">
                {step.points.map((point) => (
                  <li key={point}>
                    <CircleCheck /> {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="different"
        tone="sunken"
        title="What makes ClearNote different"
        intro="Generic AI tools write fluent text. Patient communication needs more than that."
      >
        <div className="feature-grid feature-grid-3">
          <Feature icon={Heart} title="Personalized communication">
            Every summary aims at an 8th-grade reading level and tells you the level it reached. Add a line of
            instructions (the patient's language, a carer who reads it, a cultural context) and the summary follows it.
          </Feature>
          <Feature icon={Stethoscope} title="Clinical accuracy">
            Summaries follow the structure of your template, keep medicines, doses and follow-up dates as written, and
            flag any number, dose, date or medicine that cannot be found in the source, so you check it before sending.
          </Feature>
          <Feature icon={Zap} title="Seamless integration">
            Nothing to install: ClearNote runs in the browser on any device. Templates match your practice's format, and
            results copy cleanly into your records. Direct EHR integration is on the roadmap.
          </Feature>
        </div>
      </Section>

      <Section id="patient" title="What your patient sees">
        <div className="split">
          <div>
            <p className="split-lead">
              An email from your practice with one button. Behind it, their summary on a private page that works on any
              phone, with a chat that answers questions from the summary alone.
            </p>
            <ul className="check-list check-list-lg">
              <li>
                <Link /> A private link that only they hold, expiring with your retention setting
              </li>
              <li>
                <ShieldCheck /> No account or password for the patient to remember
              </li>
              <li>
                <Heart /> Answers that point back to you for medical advice, and to emergency services when needed
              </li>
            </ul>
          </div>
          <div className="ui-card ui-card-raised patient-preview" aria-hidden="true">
            <p className="patient-preview-hello">Hello Maria,</p>
            <p>Your healthcare provider has prepared a summary of your recent care, written in plain language.</p>
            <span className="btn btn-primary btn-sm">Read your summary</span>
            <p className="patient-preview-note">This link is private to you: please do not forward it.</p>
          </div>
        </div>
      </Section>

      <CallToAction
        title="See it with your own documents"
        text="We will walk you through ClearNote with sample documents from your specialty in 30 minutes."
      >
        <ButtonLink to="/contact?reason=demo" variant="inverse" size="lg">
          Request a Demo <ArrowRight />
        </ButtonLink>
      </CallToAction>
    </>
  );
}
