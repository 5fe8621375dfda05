/** The AWS services that process data for ClearNote (privacy and security pages). All are Amazon Web Services. */
export const SUB_PROCESSORS = [
  {
    service: "Amazon Cognito",
    purpose: "Clinician sign-in and accounts",
    data: "Name, email address, password verifier",
  },
  {
    service: "Amazon DynamoDB",
    purpose: "The database",
    data: "Summaries, transcripts, notes, patient names and email addresses, settings, feedback, enquiries",
  },
  { service: "Amazon S3", purpose: "File storage", data: "Uploaded documents and audio recordings" },
  { service: "AWS Key Management Service", purpose: "Encryption keys", data: "Keys only, no content" },
  {
    service: "Amazon Bedrock",
    purpose: "Writing summaries and answering chat questions",
    data: "Document text and images, summaries, questions",
  },
  { service: "Amazon Transcribe", purpose: "Turning recordings into text", data: "Audio recordings" },
  { service: "Amazon SES", purpose: "Sending emails", data: "Patient email address and name, links" },
  {
    service: "AWS Lambda and Amazon API Gateway",
    purpose: "Running the application",
    data: "Requests in transit, not stored",
  },
  {
    service: "Amazon CloudFront and AWS WAF",
    purpose: "Serving the website, blocking abusive traffic",
    data: "IP addresses and request paths (no patient data)",
  },
  {
    service: "Amazon CloudWatch and AWS X-Ray",
    purpose: "Operational logs and traces",
    data: "Request routes, status codes and timings (no patient data)",
  },
  { service: "AWS Backup", purpose: "Database backups", data: "Encrypted copies of the database, kept 35 days" },
] as const;
