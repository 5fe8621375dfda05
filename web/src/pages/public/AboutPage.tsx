import { FlipCard } from "../../components/public/FlipCard";
import { CallToAction, PageHero, Section } from "../../components/public/PageHero";
import { usePageMeta } from "../../components/public/page-meta";
import { ButtonLink } from "../../components/ui/Button";
import { Award, Building, Heart, Lock, Stethoscope, Users } from "../../components/ui/icons";

const VALUES = [
  {
    icon: Users,
    title: "Patient-Centered",
    text: "We judge every summary by one question: would this patient know what happened, what to do and when to get help?",
  },
  {
    icon: Lock,
    title: "Privacy First",
    text: "Patient data is kept only as long as you choose, never used for anything but your summaries, and never written to our logs.",
  },
  {
    icon: Award,
    title: "Clinical Excellence",
    text: "Medicines, doses and warning signs are never simplified away; anything we cannot trace to your source is flagged.",
  },
  {
    icon: Heart,
    title: "Compassionate Care",
    text: "Plain words, a calm tone and room for questions: the way a good clinician explains things when there is time.",
  },
];

/** The co-founders shown on the About page; names and biographies are the operator's to replace (decisions). */
const FOUNDERS = [
  {
    name: "Dr. Amara Okafor",
    role: "Co-founder & Chief Medical Officer",
    initials: "AO",
    bio: "An internal-medicine physician for twelve years, Amara watched patients leave hospital with discharge letters they could not read. She leads ClearNote's clinical content, templates and safety reviews.",
    focus: "Clinical safety, templates, health literacy",
  },
  {
    name: "Daniel Reyes",
    role: "Co-founder & Chief Technology Officer",
    initials: "DR",
    bio: "Daniel built data platforms for hospital networks before ClearNote. He designed ClearNote's architecture around one rule: patient data is encrypted, private to one clinician and deleted on time.",
    focus: "Security, infrastructure, AI quality",
  },
];

export default function AboutPage() {
  usePageMeta(
    "About",
    "ClearNote's mission is that every patient leaves with words they understand. Meet the team, our story and the values behind the product.",
  );
  return (
    <>
      <PageHero
        eyebrow="About ClearNote"
        title="Every patient deserves to understand their care"
        lead="Our mission is simple: turn the language of medicine into words patients can act on, without adding a minute to a clinician's day."
      />

      <Section id="story" title="Our story">
        <div className="split split-text">
          <div className="prose">
            <p>
              Nearly half of adults have difficulty understanding and acting on the health information they are given.
              After a hospital stay or a specialist visit, patients go home with letters full of abbreviations, and the
              questions come later, on the phone, or not at all.
            </p>
            <p>
              ClearNote started as a physician's side project: rewriting discharge letters for her own patients, late in
              the evening. Those rewritten letters led to fewer calls and fewer missed follow-ups. We built ClearNote so
              every clinician can give every patient that letter, in about two minutes.
            </p>
            <p>
              Today ClearNote turns documents and recorded visits into plain-language summaries, delivers them
              privately, and lets patients ask questions about them, on infrastructure designed for patient data from
              the first line.
            </p>
          </div>
          <ul className="about-facts">
            <li>
              <Stethoscope />
              <span>
                <strong>Built with clinicians</strong> who review our templates and examples
              </span>
            </li>
            <li>
              <Lock />
              <span>
                <strong>Privacy by design</strong>: retention you set, from 1 hour to 30 days
              </span>
            </li>
            <li>
              <Building />
              <span>
                <strong>For every setting</strong>: solo practices, clinics and hospital groups
              </span>
            </li>
          </ul>
        </div>
      </Section>

      <Section id="values" tone="sunken" title="What we value">
        <ul className="value-grid">
          {VALUES.map((value) => (
            <li key={value.title} className="ui-card value-card">
              <span className="feature-icon">
                <value.icon />
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="team" title="Meet the founders" intro="Hover, focus or tap a card to read more.">
        <ul className="founders">
          {FOUNDERS.map((founder) => (
            <li key={founder.name}>
              <FlipCard
                label={`Show more about ${founder.name}`}
                front={
                  <>
                    <span className="founder-avatar" aria-hidden="true">
                      {founder.initials}
                    </span>
                    <h3 className="founder-name">{founder.name}</h3>
                    <p className="founder-role">{founder.role}</p>
                    <p className="flip-hint" aria-hidden="true">
                      Hover or tap to read more
                    </p>
                  </>
                }
                back={
                  <>
                    <p className="founder-bio">{founder.bio}</p>
                    <p className="founder-focus">
                      <strong>Focus:</strong> {founder.focus}
                    </p>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="partners"
        tone="sunken"
        title="Partners"
        intro="We are working with our first pilot practices and health-literacy organisations. Their names will appear here as our partnerships are announced."
      >
        <ul className="partner-slots">
          {["Pilot practice", "Hospital group", "Health-literacy partner", "Technology partner"].map((slot) => (
            <li key={slot} className="partner-slot">
              <Building />
              <span>{slot}</span>
              <span className="partner-soon">Announcing soon</span>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Help us shape ClearNote"
        text="Practices that join as launch partners get early features and a direct line to our team."
      >
        <ButtonLink to="/contact?reason=partnership" variant="inverse" size="lg">
          Become a partner
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline-inverse" size="lg">
          Contact us
        </ButtonLink>
      </CallToAction>
    </>
  );
}
