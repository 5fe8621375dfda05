import { type FormEvent, useEffect, useState } from "react";
import type { ContactRequest } from "#contracts/contact";
import {
  CONTACT_COUNTRIES,
  CONTACT_EMAIL_PATTERN,
  CONTACT_REASONS,
  INVALID_EMAIL,
  isContactReason,
  MISSING_REQUIRED,
} from "#contracts/contact-options";
import { ApiError } from "../../api/http";
import { publicApi as api } from "../../api/public";
import { PageHero } from "../../components/public/PageHero";
import { usePageMeta } from "../../components/public/page-meta";
import { supportContact, telHref } from "../../components/public/support-contact";
import { Button } from "../../components/ui/Button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/Field";
import { CircleCheck, Clock, Mail, MapPin, Phone } from "../../components/ui/icons";
import { notify } from "../../hooks/useToast";
import { Link, useSearchParams } from "../../routing";

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  jobTitle: string;
  country: string;
  reason: string;
  message: string;
  consentContact: boolean;
  consentPrivacy: boolean;
}

type FieldName = keyof FormValues;
type ConsentName = "consentContact" | "consentPrivacy";

const EMPTY: FormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  companyName: "",
  jobTitle: "",
  country: "",
  reason: "",
  message: "",
  consentContact: false,
  consentPrivacy: false,
};

const REQUIRED_TEXT: FieldName[] = ["firstName", "lastName", "email", "companyName"];
const REQUIRED_CONSENT: FieldName[] = ["consentContact", "consentPrivacy"];
const FIELD_REQUIRED = "This field is required.";
const CONSENT_REQUIRED = "Please tick this box to send your message.";

/** Spec section 5: the five required fields and both consents; each missing one is marked at its field. */
export function missingFields(values: FormValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const field of REQUIRED_TEXT) if (!String(values[field]).trim()) errors[field] = FIELD_REQUIRED;
  for (const field of REQUIRED_CONSENT) if (!values[field]) errors[field] = CONSENT_REQUIRED;
  return errors;
}

function toRequest(values: FormValues): ContactRequest {
  const optional = (value: string) => value.trim() || undefined;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    companyName: values.companyName.trim(),
    jobTitle: optional(values.jobTitle),
    country: (optional(values.country) as ContactRequest["country"]) ?? undefined,
    reason: (optional(values.reason) as ContactRequest["reason"]) ?? undefined,
    message: optional(values.message),
    consentContact: true,
    consentPrivacy: true,
  };
}

const WHY = [
  "Built with clinicians, for the few minutes after a visit",
  "Runs on HIPAA-eligible AWS services, encrypted in transit and at rest",
  "Plain language at a measured reading level",
  "Patients can ask questions about their own summary",
  "Retention you control, from 1 hour to 30 days",
  "A reply from our team within 24 hours",
];

export default function ContactPage() {
  usePageMeta(
    "Contact",
    "Contact ClearNote: request a demo, ask about pricing, integrations or partnerships, or get support. We reply within 24 hours.",
  );
  const [params] = useSearchParams();
  const reasonParam = params.get("reason");
  const [values, setValues] = useState<FormValues>(() => ({
    ...EMPTY,
    reason: isContactReason(reasonParam) ? reasonParam : "",
  }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);
  const contact = supportContact();

  // A link such as 'Schedule a Call' (?reason=demo) preselects the reason, also when already on this page.
  useEffect(() => {
    if (isContactReason(reasonParam)) setValues((v) => ({ ...v, reason: reasonParam }));
  }, [reasonParam]);

  const set = (field: FieldName) => (event: { target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement }) => {
    const target = event.target;
    const value = target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  // What each field takes from the form: its name, value, change handler and error.
  const bind = (field: Exclude<FieldName, ConsentName>) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: errors[field],
  });
  const bindConsent = (field: ConsentName) => ({
    name: field,
    checked: values[field],
    onChange: set(field),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      notify.error("Missing Required Fields", MISSING_REQUIRED);
      return;
    }
    if (!CONTACT_EMAIL_PATTERN.test(values.email.trim())) {
      setErrors({ email: INVALID_EMAIL });
      notify.error("Invalid Email", INVALID_EMAIL);
      return;
    }
    setSending(true);
    try {
      await api.submitContact(toRequest(values));
      notify.success("Message Sent", "Thank you for contacting us. We will reply within 24 hours.");
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Partial<Record<FieldName, string>>);
      notify.error(
        "Failed to Send Message",
        error instanceof ApiError && error.message ? error.message : "Please try again or email us directly.",
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to the ClearNote team"
        lead="Request a demo, ask about pricing or integrations, or tell us what your practice needs. We reply within 24 hours."
      />
      <section className="band band-plain band-tight" aria-label="Contact form and details">
        <div className="container contact-layout">
          <form
            className="ui-card ui-card-raised contact-form"
            onSubmit={submit}
            noValidate
            aria-labelledby="contact-form-title"
          >
            <h2 id="contact-form-title">Send us a message</h2>
            <p className="form-note">
              Fields marked <span aria-hidden="true">*</span>
              <span className="visually-hidden">as required</span> are required.
            </p>
            <div className="form-grid">
              <TextField label="First name" autoComplete="given-name" required {...bind("firstName")} />
              <TextField label="Last name" autoComplete="family-name" required {...bind("lastName")} />
              <TextField label="Email" type="email" autoComplete="email" required {...bind("email")} />
              <TextField label="Phone" type="tel" autoComplete="tel" {...bind("phone")} />
              <TextField label="Company name" autoComplete="organization" required {...bind("companyName")} />
              <TextField label="Job title" autoComplete="organization-title" {...bind("jobTitle")} />
              <SelectField label="Country" {...bind("country")}>
                <option value="">Select a country</option>
                {CONTACT_COUNTRIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Reason for enquiry" {...bind("reason")}>
                <option value="">Select a reason</option>
                {CONTACT_REASONS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextAreaField
              label="Message"
              rows={5}
              maxLength={5000}
              placeholder="Tell us about your practice and what you would like to achieve."
              {...bind("message")}
            />
            <div className="consents">
              <CheckboxField
                label="I agree to be contacted by ClearNote about my enquiry."
                required
                {...bindConsent("consentContact")}
              />
              <CheckboxField
                label={
                  <>
                    I agree to the <Link to="/privacy">Privacy Policy</Link>.
                  </>
                }
                required
                {...bindConsent("consentPrivacy")}
              />
            </div>
            <Button type="submit" variant="primary" size="lg" block disabled={sending}>
              {sending ? "Sending..." : "Send Message"}
            </Button>
            <p className="form-note">Please do not include patient information in this form.</p>
          </form>

          <aside className="contact-aside" aria-label="Contact details">
            <div className="ui-card">
              <h2>Contact details</h2>
              <ul className="contact-details">
                <li>
                  <Mail />
                  <span>
                    <span className="detail-label">Email</span>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </span>
                </li>
                <li>
                  <Phone />
                  <span>
                    <span className="detail-label">Phone</span>
                    <a href={telHref(contact.phone)}>{contact.phone}</a>
                  </span>
                </li>
                <li>
                  <Clock />
                  <span>
                    <span className="detail-label">Hours</span>
                    {contact.hours}
                  </span>
                </li>
                <li>
                  <MapPin />
                  <span>
                    <span className="detail-label">Office</span>
                    {contact.city}
                  </span>
                </li>
              </ul>
            </div>
            <div className="ui-card ui-card-tint">
              <h2>Why choose ClearNote</h2>
              <ul className="check-list">
                {WHY.map((reason) => (
                  <li key={reason}>
                    <CircleCheck /> {reason}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
