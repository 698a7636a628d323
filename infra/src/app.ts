/**
 * CDK entry (`cdk.json` → `npx tsx infra/src/app.ts`). Synthesizes offline with no AWS account:
 * the stack is environment-agnostic unless the CLI supplies an account and region.
 *
 * Context `webDist` overrides where the built web app is taken from (default `web/dist`); when
 * that folder does not exist, the stack is synthesized without the web deployment.
 */
import { fileURLToPath } from 'node:url';
import { App, Tags } from 'aws-cdk-lib';
import { LieferdeskStack } from './stack';

const app = new App();

const webDistKontext: unknown = app.node.tryGetContext('webDist');
const webDistPfad =
  typeof webDistKontext === 'string' && webDistKontext !== ''
    ? webDistKontext
    : fileURLToPath(new URL('../../web/dist', import.meta.url));

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

new LieferdeskStack(app, 'Lieferdesk', {
  description: 'Lieferdesk — back-office for insurer deliveries to brokers',
  env: account && region ? { account, region } : undefined,
  webDistPfad,
});
Tags.of(app).add('project', 'lieferdesk');

app.synth();
