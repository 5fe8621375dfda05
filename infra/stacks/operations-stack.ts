import { CfnOutput, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import type * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import type * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as iam from "aws-cdk-lib/aws-iam";
import * as kms from "aws-cdk-lib/aws-kms";
import * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import type { Construct } from "constructs";
import type { InfraConfig } from "../config";
import {
  AlarmFactory,
  deadLetterAlarm,
  failedJobAlarm,
  functionAlarms,
  jobQueueAgeAlarm,
  type MonitoredFunction,
  serviceAlarms,
} from "./operations/alarms";
import { createDashboard } from "./operations/dashboard";

export interface OperationsStackProps extends StackProps {
  config: InfraConfig;
  /** Every function the API stack deploys (routes, jobs, event, stream and on-failure handlers, the authorizer). */
  functions: MonitoredFunction[];
  httpApi: apigw.IHttpApi;
  tableName: string;
}

/**
 * What tells an operator something is wrong (docs/operations.md is the runbook): one SNS topic emailing
 * `operatorEmail`, an alarm per signal, and one dashboard of the same signals. Its own stack, because a pair of
 * alarms per function would take the API stack towards CloudFormation's 500 resources.
 */
export class OperationsStack extends Stack {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const { config } = props;

    // CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, so the topic has its own key.
    const key = new kms.Key(this, "AlarmTopicKey", {
      description: `${config.appName}-${config.stage}: alarm notifications`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal("cloudwatch.amazonaws.com")],
        actions: ["kms:Decrypt", "kms:GenerateDataKey*"],
        resources: ["*"],
        conditions: { StringEquals: { "aws:SourceAccount": this.account } },
      }),
    );
    this.topic = new sns.Topic(this, "Alarms", {
      topicName: `${config.appName}-${config.stage}-alarms`,
      displayName: `${config.appName} ${config.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addSubscription(new subscriptions.EmailSubscription(config.operatorEmail));

    const alarms = new AlarmFactory(this, config, this.topic);
    serviceAlarms(alarms, props.httpApi, props.tableName);
    for (const fn of props.functions) {
      if (!fn.deadLetterQueueName) continue;
      deadLetterAlarm(alarms, { ...fn, deadLetterQueueName: fn.deadLetterQueueName });
      failedJobAlarm(alarms, this, config, fn);
    }
    for (const fn of props.functions) {
      if (fn.jobQueueName) jobQueueAgeAlarm(alarms, { ...fn, jobQueueName: fn.jobQueueName });
    }
    const notPerFunction = [...alarms.all];
    for (const fn of props.functions) functionAlarms(alarms, fn);
    this.alarms = alarms.all;

    const dashboard = createDashboard(this, {
      config,
      functions: props.functions,
      httpApi: props.httpApi,
      tableName: props.tableName,
      serviceAlarms: notPerFunction,
    });
    new CfnOutput(this, "DashboardName", { value: dashboard.dashboardName });
    new CfnOutput(this, "AlarmTopicArn", { value: this.topic.topicArn });
  }
}
