import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { config, required } from "../../config";
import { credentialsFor, endpointFor } from "../endpoints";

let documentClient: DynamoDBDocumentClient | undefined;

/** Created once per Lambda container, on first use, so tests can set the environment first. */
export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = endpointFor("dynamodb");
    const client = new DynamoDBClient({ region: config().AWS_REGION, endpoint, credentials: credentialsFor(endpoint) });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return required("TABLE_NAME");
}
