import { LegalPage, type LegalSection } from "../../components/public/LegalPage";
import { usePageMeta } from "../../components/public/page-meta";
import { SUB_PROCESSORS } from "../../components/public/sub-processors";
import { supportContact } from "../../components/public/support-contact";
import { Link } from "../../routing";

function sections(securityEmail: string): LegalSection[] {
  return [
    {
      id: "infrastructure",
      title: "Infrastructure",
      body: (
        <>
          <p>
            ClearNote runs entirely on Amazon Web Services, in one region, using managed serverless services: no servers
            of our own to patch and no database exposed to the internet. All of it is defined as code and deployed the
            same way every time.
          </p>
          <p>
            Every build is checked against the AWS Solutions and HIPAA Security rule packs; a build with an unexplained
            finding does not ship.
          </p>
        </>
      ),
    },
    {
      id: "encryption",
      title: "Encryption",
      body: (
        <ul>
          <li>TLS for every connection: browser to website, website to API, and between AWS services.</li>
          <li>
            The database, uploaded documents and audio, backups, queues and logs are encrypted at rest with dedicated
            AWS KMS keys that rotate automatically.
          </li>
          <li>File storage blocks all public access and refuses unencrypted connections.</li>
        </ul>
      ),
    },
    {
      id: "access",
      title: "Access control",
      body: (
        <ul>
          <li>
            Clinicians sign in through Amazon Cognito with passwords of at least 12 characters mixing cases, digits and
            symbols. Every request to the API carries a signed token that is verified before any data is read.
          </li>
          <li>
            Every record is stored under the clinician who created it. A request for another clinician's record is
            answered exactly as if it did not exist.
          </li>
          <li>
            Each part of the application runs with its own permissions, limited to the data and actions it needs: the
            part that sends emails cannot read files, and the website cannot read the database.
          </li>
        </ul>
      ),
    },
    {
      id: "links",
      title: "The patient link model",
      body: (
        <>
          <p>Patients have no accounts. They reach their summary through a private link built to be safe to email:</p>
          <ul>
            <li>
              The link carries a 256-bit random secret; we store only its SHA-256 hash and compare in constant time.
            </li>
            <li>
              The secret sits in the URL fragment (after <code>#</code>), which browsers never send to servers, so it
              never appears in server, CDN or proxy logs or in Referer headers. Patient pages also send no referrer.
            </li>
            <li>
              The link expires with the summary's retention period and is revoked the moment the summary is deleted.
            </li>
            <li>
              A wrong, expired or revoked link all get the same answer, and repeated attempts are rate-limited, so links
              cannot be guessed or probed.
            </li>
            <li>The email itself carries no medical text: only a greeting and the link.</li>
          </ul>
        </>
      ),
    },
    {
      id: "retention",
      title: "Retention and deletion",
      body: (
        <p>
          Clinicians choose how long records live: 1 hour, 1 day, 3 days (default), 7 days, 30 days or until deleted.
          When a record expires or is deleted, everything derived from it (uploaded files, audio, the patient link,
          feedback request and comments) goes with it, and expired records are hidden immediately, before they are
          erased. Deleted file versions are purged within a day; database backups are kept 35 days. See the{" "}
          <Link to="/privacy">Privacy Policy</Link> for details.
        </p>
      ),
    },
    {
      id: "monitoring",
      title: "Logging and monitoring",
      body: (
        <ul>
          <li>Logs record routes, status codes and timings, never document text, summaries, names or addresses.</li>
          <li>
            A web application firewall filters traffic in front of the site, with per-address rate limits on public
            features.
          </li>
          <li>
            Background work has deadlines and failure queues, so failed work is shown as failed, never left running.
          </li>
        </ul>
      ),
    },
    {
      id: "compliance",
      title: "HIPAA and compliance",
      body: (
        <>
          <p>
            Every AWS service that handles patient information in ClearNote is on AWS's list of HIPAA-eligible services.
            Administrative, physical and technical safeguards follow the HIPAA Security Rule; for covered entities we
            sign a Business Associate Agreement before any protected health information is uploaded.
          </p>
          <p>
            We describe only certifications we hold. ClearNote does not currently claim SOC 2 or ISO 27001
            certification; ask us about our security documentation for your own review.
          </p>
        </>
      ),
    },
    {
      id: "processors",
      title: "Sub-processors",
      body: (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Purpose</th>
              </tr>
            </thead>
            <tbody>
              {SUB_PROCESSORS.map((row) => (
                <tr key={row.service}>
                  <th scope="row">{row.service}</th>
                  <td data-label="Purpose">{row.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: "report",
      title: "Reporting a vulnerability",
      body: (
        <>
          <p>
            If you believe you have found a security problem in ClearNote, email{" "}
            <a href={`mailto:${securityEmail}`}>{securityEmail}</a> with a description, the steps to reproduce it and
            its impact. Please do not include real patient information.
          </p>
          <ul>
            <li>We acknowledge reports within two business days and keep you informed until the issue is fixed.</li>
            <li>
              Test only against your own account and data, avoid degrading the service, and give us reasonable time to
              fix the issue before disclosing it.
            </li>
            <li>We will not take legal action against research done in good faith within these rules.</li>
          </ul>
        </>
      ),
    },
  ];
}

export default function SecurityPage() {
  usePageMeta(
    "Security & compliance",
    "How ClearNote protects patient data: AWS infrastructure, encryption, access control, the private patient link model, retention, HIPAA and how to report a vulnerability.",
  );
  const { securityEmail } = supportContact();
  return (
    <LegalPage
      eyebrow="Trust"
      title="Security & compliance"
      lead="ClearNote is designed so that patient information is encrypted, visible only to the clinician who created it, and gone when its time is up."
      sections={sections(securityEmail)}
    />
  );
}
