import { Feature } from "../components/public/Feature";
import { HomeStats } from "../components/public/HomeStats";
import { CallToAction, Section } from "../components/public/PageHero";
import { usePageMeta } from "../components/public/page-meta";
import { Badge } from "../components/ui/Badge";
import { ButtonLink } from "../components/ui/Button";
import {
  ArrowRight,
  CircleCheck,
  ClipboardList,
  Database,
  FileText,
  Globe,
  Key,
  Lock,
  Mail,
  MessageSquare,
  Mic,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Star,
  Trash,
} from "../components/ui/icons";
import { useAuth } from "../hooks/useAuth";

const DESCRIPTION =
  "ClearNote turns discharge letters, lab reports and recorded consultations into clear, patient-friendly summaries your patients can read, ask about and keep.";

/** Decorative only: composited transforms, no script, still under prefers-reduced-motion. */
function HeroBackdrop() {
  return (
    <div className="hero-backdrop" aria-hidden="true">
      <span className="hero-orb hero-orb-1" />
      <span className="hero-orb hero-orb-2" />
      <span className="hero-orb hero-orb-3" />
      <span className="hero-grid" />
    </div>
  );
}

/** A before/after of the product's one job, in HTML so it costs no image request. */
function HeroExample() {
  return (
    <div className="hero-example" aria-label="Example of a clinical note and its patient summary" role="img">
      <div className="example-card example-source">
        <p className="example-kind">
          <FileText /> Discharge note
        </p>
        <p className="example-clinical">
          Pt adm w/ CAP, tx IV abx → PO amoxicillin 500 mg TDS × 5/7. SpO2 96% RA. F/u GP 1/52, CXR 6/52. Return if
          ↑SOB, fever &gt;38.5.
        </p>
      </div>
      <div className="example-arrow">
        <Sparkles />
      </div>
      <div className="example-card example-summary">
        <p className="example-kind">
          <CircleCheck /> Patient summary · Grade 6
        </p>
        <p>
          <strong>Why you were in hospital:</strong> you had a chest infection (pneumonia).
        </p>
        <p>
          <strong>Your medicine:</strong> take one amoxicillin 500 mg tablet three times a day for 5 more days.
        </p>
        <p>
          <strong>Get help now if</strong> you get more short of breath or your temperature goes above 38.5 °C.
        </p>
      </div>
    </div>
  );
}

export default function HomePage() {
  const { user } = useAuth();
  usePageMeta("ClearNote Health", DESCRIPTION);

  return (
    <>
      <section className="hero">
        <HeroBackdrop />
        <div className="container hero-inner">
          <div className="hero-copy">
            <Badge tone="brand">
              <Sparkles /> Register your practice now!
            </Badge>
            <h1>Healthcare language, human understanding.</h1>
            <p className="lead">
              Complex medical reports become clear, patient-friendly summaries through AI-powered medical translation.
              Secure and trusted by healthcare providers.
            </p>
            <div className="hero-actions">
              <ButtonLink to={user ? "/dashboard" : "/login"} variant="primary" size="lg">
                Start Converting Now <ArrowRight />
              </ButtonLink>
              <ButtonLink to="/how-it-works" variant="secondary" size="lg">
                See How It Works
              </ButtonLink>
            </div>
            <ul className="hero-points">
              <li>
                <CircleCheck /> 14-day free trial
              </li>
              <li>
                <CircleCheck /> No credit card
              </li>
              <li>
                <CircleCheck /> HIPAA-eligible AWS services
              </li>
            </ul>
          </div>
          <HeroExample />
        </div>
      </section>

      <HomeStats />

      <Section
        id="features"
        title="Everything between your notes and your patient"
        intro="One place to turn clinical language into words patients understand, deliver it privately and hear back from them."
      >
        <div className="feature-grid">
          <Feature icon={FileText} title="Patient-friendly summaries">
            Upload discharge letters, results or referral notes (PDF, Word, text or a photo) and get a structured
            summary in plain language, with medicines and warning signs kept intact.
          </Feature>
          <Feature icon={Mic} title="Voice recordings to clinical notes">
            Record a consultation or upload the audio: ClearNote transcribes it, drafts SOAP-style clinical notes for
            your record and a summary for the patient.
          </Feature>
          <Feature icon={Globe} title="Tailored to every reader">
            Summaries aim at an 8th-grade reading level and report the level they reach. Add instructions for language,
            cultural context or anything your patient needs.
          </Feature>
          <Feature icon={ClipboardList} title="Templates you control">
            Discharge summaries, SOAP notes and more, or up to five custom templates of your own for summaries and five
            for clinical notes.
          </Feature>
          <Feature icon={Mail} title="Private delivery by email">
            Patients get an email with a private link to their summary, never the medical text itself. Links expire with
            the retention you choose.
          </Feature>
          <Feature icon={MessageSquare} title="A patient chat grounded in the summary">
            Patients can ask questions about their own summary. Answers come from that summary only and point to you for
            medical advice.
          </Feature>
          <Feature icon={Star} title="Feedback from patients">
            An optional follow-up email asks how clear, useful and accurate the summary was; the ratings appear on your
            dashboard.
          </Feature>
          <Feature icon={Smartphone} title="SMS delivery and EHR integration" soon>
            Text-message delivery and writing notes straight into your EHR are on the roadmap. Enterprise customers can
            talk to us about custom integrations today.
          </Feature>
        </div>
      </Section>

      <Section
        id="trust"
        tone="tint"
        title="Built for patient data from the first line"
        intro="ClearNote runs entirely on Amazon Web Services, in one AWS region chosen when it is deployed."
      >
        <div className="trust-grid">
          <div className="trust-item">
            <ShieldCheck />
            <div>
              <h3>HIPAA-eligible AWS services</h3>
              <p>
                Sign-in, storage, AI, speech and email all run on HIPAA-eligible AWS services, checked against the HIPAA
                Security rules at every build.
              </p>
            </div>
          </div>
          <div className="trust-item">
            <Lock />
            <div>
              <h3>Encrypted everywhere</h3>
              <p>TLS in transit; documents, audio, summaries and logs encrypted at rest with dedicated KMS keys.</p>
            </div>
          </div>
          <div className="trust-item">
            <Trash />
            <div>
              <h3>Retention you control</h3>
              <p>
                Auto-delete after 1 hour, 1 day, 3 days (the default), 7 or 30 days. Deleting a summary removes its
                files, links and feedback with it.
              </p>
            </div>
          </div>
          <div className="trust-item">
            <Key />
            <div>
              <h3>Links only the patient holds</h3>
              <p>
                Each patient link carries a 256-bit secret that we store only as a hash and that never appears in server
                logs.
              </p>
            </div>
          </div>
          <div className="trust-item">
            <Database />
            <div>
              <h3>Your data stays yours</h3>
              <p>
                Every record belongs to one clinician's account; no one else can open it. Patient data is never written
                to logs or used to train models.
              </p>
            </div>
          </div>
        </div>
        <p className="trust-more">
          <ButtonLink to="/security" variant="secondary">
            Read about our security <ArrowRight />
          </ButtonLink>
        </p>
      </Section>

      <CallToAction
        title="Give every patient a summary they understand"
        text="Start your 14-day free trial today. No credit card, and your first summary takes about two minutes."
      >
        <ButtonLink to="/login" variant="inverse" size="lg">
          Get Started Free
        </ButtonLink>
        <ButtonLink to="/pricing" variant="outline-inverse" size="lg">
          View Pricing
        </ButtonLink>
      </CallToAction>
    </>
  );
}
