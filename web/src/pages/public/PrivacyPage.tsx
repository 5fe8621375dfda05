import { LegalPage, type LegalSection } from "../../components/public/LegalPage";
import { usePageMeta } from "../../components/public/page-meta";
import { SUB_PROCESSORS } from "../../components/public/sub-processors";
import { supportContact } from "../../components/public/support-contact";
import { Link } from "../../routing";

function sections(email: string, city: string): LegalSection[] {
  return [
    {
      id: "scope",
      title: "Who we are and what this covers",
      body: (
        <>
          <p>
            ClearNote Health ("ClearNote", "we") provides a service that healthcare professionals use to turn medical
            documents and recorded consultations into patient-friendly summaries. This policy explains what information
            the service stores, where, for how long, and who can see it.
          </p>
          <p>
            For patient information, the clinician or practice using ClearNote decides what is uploaded and sent; we
            process that information only on their behalf and on their instructions. If you are a patient, your
            healthcare provider is your first point of contact about your information.
          </p>
        </>
      ),
    },
    {
      id: "what",
      title: "What we store",
      body: (
        <>
          <h3>Clinician accounts</h3>
          <p>
            Your name and email address, your settings (templates, retention) and your custom templates. Your password
            is handled by the sign-in service and never seen or stored by ClearNote in readable form.
          </p>
          <h3>Patient records you create</h3>
          <ul>
            <li>Uploaded documents and audio recordings, and the text read from them</li>
            <li>Summaries, transcripts and clinical notes, and the names of the source files</li>
            <li>The patient's name, and their email address once you send them a summary</li>
            <li>Your own questions and answers in the chat beside a summary</li>
            <li>When a summary was created, sent and delivered</li>
          </ul>
          <h3>From patients</h3>
          <p>
            Feedback ratings and comments a patient chooses to give. Questions a patient asks in the chat on their
            summary page are answered and not stored.
          </p>
          <h3>Website enquiries</h3>
          <p>The details you enter in our contact form, kept for 90 days and then deleted automatically.</p>
          <h3>Technical records</h3>
          <p>
            Operational logs record which feature was used, the result and how long it took, never document contents,
            summaries, names or email addresses. They are kept for up to one year. We use no advertising or analytics
            trackers; the only thing stored in your browser is your sign-in session.
          </p>
        </>
      ),
    },
    {
      id: "where",
      title: "Where it is stored",
      body: (
        <>
          <p>
            Everything is stored with Amazon Web Services (AWS) in one AWS region, chosen when the service is deployed;
            it is not copied to other regions. The database and the file storage are encrypted with dedicated encryption
            keys, and every connection uses TLS.
          </p>
          <p>
            The database is backed up daily and can be restored to any point in the last 35 days; backups are encrypted
            and deleted after 35 days.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <>
          <p>
            Each clinician sets a retention period in Settings: 1 hour, 1 day, 3 days (the default, and our
            recommendation), 7 days or 30 days, or "Never" to keep records until they are deleted by hand. Summaries,
            transcriptions, their uploaded files and audio, the patient's link, the feedback request and any feedback
            comments all expire together.
          </p>
          <p>
            An expired record disappears from every screen at once; the database and file storage then erase it
            permanently, normally within a few days. Database backups keep a copy for at most 35 days.
          </p>
          <p>
            Ratings that patients give are kept after their summary is deleted only as anonymous totals (for example, an
            average rating), which contain no patient information. Account information is kept while the account is
            open. Website enquiries are deleted after 90 days.
          </p>
        </>
      ),
    },
    {
      id: "deletion",
      title: "Deleting information",
      body: (
        <>
          <p>
            A clinician can delete any summary or transcription at any time. Deleting removes the record, its files and
            audio, the patient's link (which stops working immediately), the feedback request and the feedback about it.
          </p>
          <p>
            To close your account and erase everything in it, or to ask us to delete a website enquiry, email{" "}
            <a href={`mailto:${email}`}>{email}</a>. Patients who want their information deleted should ask their
            healthcare provider, who can delete it directly; we will help them if asked.
          </p>
        </>
      ),
    },
    {
      id: "use",
      title: "How we use information",
      body: (
        <ul>
          <li>
            To produce the summaries, transcripts and notes you ask for, and to send the emails you ask us to send.
          </li>
          <li>To answer patients' questions about their own summary.</li>
          <li>To show you your own statistics, such as patient ratings.</li>
          <li>To keep the service secure and working.</li>
        </ul>
      ),
    },
    {
      id: "never",
      title: "What we never do",
      body: (
        <ul>
          <li>Sell or rent information, or use it for advertising.</li>
          <li>
            Use your documents or summaries to train AI models. Summaries are written by Amazon Bedrock in our AWS
            account; AWS does not use Bedrock inputs or outputs to train models.
          </li>
          <li>Put medical text in emails: patients receive a link, and the summary stays behind it.</li>
          <li>Show one clinician's records to another.</li>
        </ul>
      ),
    },
    {
      id: "links",
      title: "Patient links",
      body: (
        <p>
          A patient opens their summary through a private link that contains a long random secret. We store only a
          one-way fingerprint (hash) of that secret, so nobody at ClearNote can rebuild the link. The secret sits in the
          part of the address that browsers never send to servers, so it does not appear in any log. A link stops
          working when its summary expires or is deleted. Feedback links work the same way and can be used once.
        </p>
      ),
    },
    {
      id: "processors",
      title: "Sub-processors",
      body: (
        <>
          <p>ClearNote uses only Amazon Web Services to process information:</p>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Information</th>
                </tr>
              </thead>
              <tbody>
                {SUB_PROCESSORS.map((row) => (
                  <tr key={row.service}>
                    <th scope="row">{row.service}</th>
                    <td data-label="Purpose">{row.purpose}</td>
                    <td data-label="Information">{row.data}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          How we protect information, and how to report a security problem, is described on our{" "}
          <Link to="/security">Security &amp; compliance</Link> page.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes and contact",
      body: (
        <p>
          If we change how we handle information, we will update this page and tell account holders by email before the
          change takes effect. Questions about privacy: <a href={`mailto:${email}`}>{email}</a>, ClearNote Health,{" "}
          {city}.
        </p>
      ),
    },
  ];
}

export default function PrivacyPage() {
  usePageMeta(
    "Privacy Policy",
    "What ClearNote stores, where and for how long, how retention and deletion work, our AWS sub-processors and how patient links protect privacy.",
  );
  const { email, city } = supportContact();
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="Patient information is kept only as long as the clinician chooses, used only to produce their summaries, and never sold or used to train AI."
      sections={sections(email, city)}
    />
  );
}
