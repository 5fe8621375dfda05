import { LegalPage, type LegalSection } from "../../components/public/LegalPage";
import { usePageMeta } from "../../components/public/page-meta";
import { supportContact } from "../../components/public/support-contact";
import { Link } from "../../routing";

function sections(email: string): LegalSection[] {
  return [
    {
      id: "agreement",
      title: "These terms",
      body: (
        <p>
          These terms apply when you create a ClearNote account or use the service. By using ClearNote you accept them
          on behalf of yourself and, where you act for a practice or organisation, on its behalf. Our{" "}
          <Link to="/privacy">Privacy Policy</Link> explains how information is handled and forms part of these terms.
        </p>
      ),
    },
    {
      id: "who",
      title: "Who may use ClearNote",
      body: (
        <p>
          ClearNote is for healthcare professionals and their organisations. You may upload a patient's information only
          when you are permitted to do so under the laws and professional rules that apply to you, for example as part
          of that patient's care. Patients use ClearNote only through the links their provider sends them and need no
          account.
        </p>
      ),
    },
    {
      id: "account",
      title: "Your account",
      body: (
        <p>
          Keep your password to yourself and sign out on shared computers. You are responsible for what happens under
          your account. Tell us at once at <a href={`mailto:${email}`}>{email}</a> if you think someone else has used
          it.
        </p>
      ),
    },
    {
      id: "clinical",
      title: "Clinical responsibility",
      body: (
        <>
          <p>
            ClearNote drafts summaries, transcripts and clinical notes with the help of AI. Drafts can contain errors.
            You review every summary before you send it and every note before it enters a record; ClearNote flags
            numbers, doses, dates and medicines it could not find in your source to help you, but does not replace your
            review.
          </p>
          <p>
            ClearNote does not give medical advice, diagnose or treat. The patient chat answers only from the patient's
            own summary and refers other questions to the care team. It is not for emergencies.
          </p>
        </>
      ),
    },
    {
      id: "data",
      title: "Your data",
      body: (
        <p>
          You keep all rights in what you upload and in the summaries and notes produced for you. We use it only to
          provide the service to you, as described in the Privacy Policy, and delete it according to the retention
          setting you choose or when you delete it. If you are a covered entity or business associate under HIPAA, you
          must have a Business Associate Agreement with us before uploading protected health information; contact us to
          put one in place.
        </p>
      ),
    },
    {
      id: "use",
      title: "Acceptable use",
      body: (
        <ul>
          <li>
            Do not upload information you have no right to process, or use ClearNote to contact people who are not your
            patients.
          </li>
          <li>Do not try to reach other users' data, probe or overload the service, or get around its limits.</li>
          <li>Do not use the service to build a competing product or to train AI models.</li>
          <li>Report security issues to us rather than exploiting them (see our Security page).</li>
        </ul>
      ),
    },
    {
      id: "plans",
      title: "Plans, trial and billing",
      body: (
        <>
          <p>
            Every plan starts with a 14-day free trial without a credit card. After the trial, plans are billed monthly
            in advance at the prices on our <Link to="/pricing">Pricing</Link> page. Each plan includes a number of
            summaries per month; as you approach it we let you know, and you can upgrade or buy extra summaries.
          </p>
          <p>
            You can change plans at any time; the change takes effect at your next billing cycle. You can cancel at any
            time, and your plan then runs to the end of the period you paid for.
          </p>
        </>
      ),
    },
    {
      id: "availability",
      title: "Availability and changes",
      body: (
        <p>
          We work to keep ClearNote available and secure, but cannot promise it will be free of interruptions. We may
          improve or change features; if a change significantly reduces what your plan includes, we will tell you in
          advance and you may cancel.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Liability",
      body: (
        <p>
          To the extent the law allows, ClearNote is provided "as is", and our total liability for any claim related to
          the service is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms
          limits liability that cannot be limited by law.
        </p>
      ),
    },
    {
      id: "ending",
      title: "Ending the service",
      body: (
        <p>
          You may close your account at any time by emailing us. We may suspend or close an account that breaks these
          terms, after telling you why where we can. When an account closes, its records are deleted as described in the
          Privacy Policy.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          Questions about these terms: <a href={`mailto:${email}`}>{email}</a>. If we change these terms, we will post
          the new version here and tell account holders by email before it applies.
        </p>
      ),
    },
  ];
}

export default function TermsPage() {
  usePageMeta(
    "Terms of Service",
    "The terms for using ClearNote: who may use it, clinical responsibility for summaries, your data, acceptable use, plans and billing.",
  );
  const { email } = supportContact();
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms of Service"
      lead="Plain terms for a service that handles patient information: you stay in charge of your data and of what your patients receive."
      sections={sections(email)}
    />
  );
}
