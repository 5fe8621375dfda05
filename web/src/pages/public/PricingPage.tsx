import { FaqList } from "../../components/public/FaqList";
import { PageHero, Section } from "../../components/public/PageHero";
import { usePageMeta } from "../../components/public/page-meta";
import { Badge } from "../../components/ui/Badge";
import { ButtonLink } from "../../components/ui/Button";
import { Check, CircleCheck, Clock, CreditCard, ShieldCheck } from "../../components/ui/icons";

interface Plan {
  name: string;
  price: string;
  period?: string;
  volume: string;
  blurb: string;
  features: Array<{ text: string; soon?: boolean }>;
  cta: { label: string; to: string };
  popular?: boolean;
}

/** Spec section 9. Plan buttons: trial plans to sign-up, Enterprise to the contact form (docs/decisions.md). */
export const PLANS: Plan[] = [
  {
    name: "Starter",
    price: "$49",
    period: "/month",
    volume: "Up to 100 summaries per month",
    blurb: "For a single clinician or a small practice getting started.",
    features: [{ text: "Email delivery" }, { text: "Standard support" }, { text: "Basic customization" }],
    cta: { label: "Start Free Trial", to: "/login" },
  },
  {
    name: "Professional",
    price: "$129",
    period: "/month",
    volume: "Up to 500 summaries per month",
    blurb: "For busy practices that send summaries after most visits.",
    features: [
      { text: "Email and SMS delivery", soon: true },
      { text: "Priority support" },
      { text: "Advanced customization" },
      { text: "EHR integration", soon: true },
      { text: "Analytics dashboard" },
    ],
    cta: { label: "Start Free Trial", to: "/login" },
    popular: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    volume: "Unlimited summaries",
    blurb: "For hospitals and groups with their own workflows and brand.",
    features: [
      { text: "Multi-channel delivery" },
      { text: "Dedicated support" },
      { text: "White-label" },
      { text: "Custom integrations" },
      { text: "Advanced analytics" },
    ],
    cta: { label: "Contact Sales", to: "/contact?reason=pricing" },
  },
];

const PRICING_FAQ = [
  {
    question: "How does the free trial work?",
    answer:
      "Every plan starts with a 14-day free trial and no credit card. Create your account, send real summaries, and choose a plan only if ClearNote works for your practice.",
  },
  {
    question: "Can I change my plan later?",
    answer:
      "Yes. Upgrade or downgrade at any time; the change takes effect at the start of your next billing cycle, so you never pay twice for the same month.",
  },
  {
    question: "What happens if I reach my monthly limit?",
    answer:
      "You see a notice in your dashboard as you approach the limit, with the choice to upgrade your plan or buy extra summaries for the rest of the month. Nothing stops mid-visit.",
  },
  {
    question: "Is support included?",
    answer:
      "On every plan. Email support replies within 24 hours; Professional adds priority handling, and Enterprise customers get a dedicated contact and 24/7 support for urgent issues.",
  },
  {
    question: "Do you sign a Business Associate Agreement?",
    answer:
      "If you are a covered entity under HIPAA, contact us before you upload patient information and we will put a Business Associate Agreement in place.",
  },
];

export default function PricingPage() {
  usePageMeta(
    "Pricing",
    "ClearNote plans: Starter $49/month for 100 summaries, Professional $129/month for 500, Enterprise unlimited. Every plan has a 14-day free trial, no credit card.",
  );
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple plans for every practice"
        lead="Pay for the summaries you send, not for seats. Every plan includes secure patient links, the patient chat and retention you control."
      >
        <ul className="hero-points hero-points-center">
          <li>
            <Clock /> 14-day free trial
          </li>
          <li>
            <CreditCard /> No credit card required
          </li>
          <li>
            <ShieldCheck /> Cancel any time
          </li>
        </ul>
      </PageHero>

      <section className="band band-plain band-tight" aria-label="Plans">
        <div className="container">
          <ul className="plans">
            {PLANS.map((plan) => (
              <li key={plan.name} className={plan.popular ? "plan plan-popular" : "plan"}>
                {plan.popular ? (
                  <p className="plan-flag">
                    <Badge tone="brand">Most Popular</Badge>
                  </p>
                ) : null}
                <h2 className="plan-name">{plan.name}</h2>
                <p className="plan-blurb">{plan.blurb}</p>
                <p className="plan-price">
                  <span className="plan-amount">{plan.price}</span>
                  {plan.period ? <span className="plan-period">{plan.period}</span> : null}
                </p>
                <p className="plan-volume">{plan.volume}</p>
                <ButtonLink
                  to={plan.cta.to}
                  variant={plan.popular ? "primary" : "secondary"}
                  block
                  aria-label={`${plan.cta.label}: ${plan.name}`}
                >
                  {plan.cta.label}
                </ButtonLink>
                <ul className="plan-features">
                  {plan.features.map((feature) => (
                    <li key={feature.text}>
                      <Check />
                      <span>
                        {feature.text}
                        {feature.soon ? (
                          <>
                            {" "}
                            <Badge tone="warning">Coming soon</Badge>
                          </>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="plans-note">
            <CircleCheck /> All plans: 14-day free trial, no credit card, secure patient portal and chat, templates,
            retention from 1 hour to 30 days.
          </p>
        </div>
      </section>

      <Section id="pricing-faq" tone="sunken" title="Pricing questions">
        <div className="narrow">
          <FaqList items={PRICING_FAQ} />
        </div>
      </Section>
    </>
  );
}
