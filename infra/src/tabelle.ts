/**
 * The one DynamoDB table (single-table design): keys and global indexes derived from the
 * entities' declarations (functions/src/data/table.ts), on demand, point-in-time recovery, items
 * expiring by `ttl`, kept when the stack goes; warmed or capped as the throughput setting says
 * (durchsatz.ts) — warmed: the table and the lines' list index, which every line written writes too.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { WARMER_INDEX, type Durchsatz } from './durchsatz';

export function tabelleAnlegen(
  scope: Construct,
  { warm, hoechstens }: Pick<Durchsatz, 'warm' | 'hoechstens'>,
): TableV2 {
  const definition = tabellenDefinition();
  const schluessel = (name: string) => ({ name, type: AttributeType.STRING });
  return new TableV2(scope, 'Tabelle', {
    partitionKey: schluessel(definition.partitionKey),
    sortKey: definition.sortKey ? schluessel(definition.sortKey) : undefined,
    globalSecondaryIndexes: definition.globaleIndizes.map((index) => ({
      indexName: index.name,
      partitionKey: schluessel(index.partitionKey),
      sortKey: index.sortKey ? schluessel(index.sortKey) : undefined,
      ...(index.projektion
        ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projektion] }
        : {}),
      ...(warm && index.name === WARMER_INDEX ? { warmThroughput: warm } : {}),
    })),
    billing: Billing.onDemand(hoechstens ? { maxWriteRequestUnits: hoechstens } : undefined),
    ...(warm ? { warmThroughput: warm } : {}),
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: 'ttl',
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
