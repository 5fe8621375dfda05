import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUsersCommand,
  UsernameExistsException,
} from "@aws-sdk/client-cognito-identity-provider";
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from "@aws-sdk/client-s3";
import { FOLLOW_UP_INDEX } from "#adapters/local/follow-ups";
import { TABLE_DESIGN } from "../table-design";

// s3rver accepts only its own fixed key pair; the other emulators accept any, so the local stack uses it everywhere.
export const LOCAL_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const credentials = LOCAL_CREDENTIALS;
const region = "us-east-1";

export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region, credentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, ttlAttribute } = TABLE_DESIGN;
  // The local follow-up scheduler's index; AWS holds follow-ups in EventBridge Scheduler instead.
  const gsi1 = FOLLOW_UP_INDEX;
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: "PAY_PER_REQUEST",
      AttributeDefinitions: [partitionKey, sortKey, gsi1.partitionKey, gsi1.sortKey].map((name) => ({
        AttributeName: name,
        AttributeType: "S",
      })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: "HASH" },
        { AttributeName: sortKey, KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: gsi1.name,
          KeySchema: [
            { AttributeName: gsi1.partitionKey, KeyType: "HASH" },
            { AttributeName: gsi1.sortKey, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        },
      ],
      StreamSpecification: { StreamEnabled: true, StreamViewType: "NEW_AND_OLD_IMAGES" },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    }),
  );
}

export async function ensureBucket(endpoint: string, bucket: string, allowedOrigins: string[]): Promise<void> {
  const client = new S3Client({ endpoint, region, credentials, forcePathStyle: true });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name !== "BucketAlreadyOwnedByYou" && name !== "BucketAlreadyExists") throw error;
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: allowedOrigins,
            AllowedMethods: ["GET", "POST", "HEAD"],
            AllowedHeaders: ["*"],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

export interface CognitoSetup {
  userPoolId: string;
  clientId: string;
}

export interface DemoUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export const DEMO_USER: DemoUser = {
  email: "demo@clinic.example",
  password: "Demo-Clinician-2026!",
  givenName: "Alex",
  familyName: "Morgan",
};

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region, credentials });
}

/** Reuses the pool recorded in `statePath` if cognito-local still has it; otherwise creates pool and client. */
export async function ensureUserPool(endpoint: string, statePath: string): Promise<CognitoSetup> {
  const client = cognitoClient(endpoint);
  if (existsSync(statePath)) {
    const saved = JSON.parse(readFileSync(statePath, "utf8")) as CognitoSetup;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
      return saved;
    } catch {
      /* pool gone (data folder wiped): create a new one */
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: "clearnote-local",
      UsernameAttributes: ["email"],
      AutoVerifiedAttributes: ["email"],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error("cognito-local did not return a user pool id");
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: "web",
      ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    }),
  );
  const clientId = appClient.UserPoolClient?.ClientId;
  if (!clientId) throw new Error("cognito-local did not return a client id");
  const setup = { userPoolId, clientId };
  writeFileSync(statePath, JSON.stringify(setup, null, 2));
  return setup;
}

export async function ensureUser(endpoint: string, userPoolId: string, user: DemoUser): Promise<void> {
  const client = cognitoClient(endpoint);
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: "SUPPRESS",
        UserAttributes: [
          { Name: "email", Value: user.email },
          { Name: "email_verified", Value: "true" },
          { Name: "given_name", Value: user.givenName },
          { Name: "family_name", Value: user.familyName },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
}

/**
 * Real Cognito marks an email verified when the sign-up code is confirmed; cognito-local does not, and Amplify
 * would then ask to verify the contact again. The local stack does what Cognito would.
 */
export async function verifyConfirmedEmails(endpoint: string, userPoolId: string): Promise<number> {
  const client = cognitoClient(endpoint);
  const { Users } = await client.send(new ListUsersCommand({ UserPoolId: userPoolId }));
  let changed = 0;
  for (const user of Users ?? []) {
    const verified = user.Attributes?.find((a) => a.Name === "email_verified")?.Value === "true";
    if (user.UserStatus !== "CONFIRMED" || verified || !user.Username) continue;
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: user.Username,
        UserAttributes: [{ Name: "email_verified", Value: "true" }],
      }),
    );
    changed++;
  }
  return changed;
}
