import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { buildOpenApiDocument, type OpenApiDocument } from '@ops/core/contract';
import { type Handler, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { PlatformConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { tableMaintenance } from './db/maintenance/table-maintenance-job.ts';
import { clientAddress } from './http/client-address.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { answerNotFound, errorHandler } from './http/error-handler.ts';
import { registerHealthRoutes } from './http/health-routes.ts';
import { limitBody } from './http/limit-body.ts';
import type { Logger } from './http/logger.ts';
import { mountedRoutes } from './http/mount-route.ts';
import type { PlatformApp, PlatformEnv } from './http/platform-env.ts';
import { requestLogger } from './http/request-logger.ts';
import { apiAnswerHeaders, withHeaders } from './http/security-headers.ts';
import { registerInteractionRoutes } from './identity/interaction-routes.ts';
import { registerPasswordResetRoutes } from './identity/password-reset-routes.ts';
import { createPlatformIdentity, type PlatformIdentity } from './identity/platform-identity.ts';
import { isProviderRequest } from './identity/provider-request-handler.ts';
import { requireOpsCaller } from './identity/require-ops-caller.ts';
import { registerSandboxRoutes } from './identity/sandbox-routes.ts';
import { type AnyJobDefinition, createJobRunner, type JobRunner } from './jobs/index.ts';
import { jobDefinitions } from './jobs/job-definitions.ts';
import { defaultIdempotencyKeyRetentionHours, idempotencyKeyPruning } from './ledger/prune-idempotency-keys.ts';
import { createPlatformMail, type PlatformMail } from './mail/index.ts';
import { registerSandboxMailRoutes } from './mail/sandbox-mail-routes.ts';
import { accountOwnerEvents, registerServices } from './services/index.ts';
import { registerProviderCallbackRoute } from './services/kyc/external/provider-callback-route.ts';
import { registerHostedOnboardingPages } from './services/onboarding/hosted-page/hosted-page-routes.ts';
import { registerOnboardingSandboxRoutes } from './services/onboarding/sandbox-link-expiry.ts';
import { type BankInbox, createBankInbox } from './services/reconciliation/bank-inbox/bank-inbox.ts';
import type { ServiceParts } from './services/service-parts.ts';
import { allowInternalWebhookTargets } from './services/webhooks/webhook-target.ts';
import { registerAppConfigRoute } from './web/app-config-route.ts';
import { serveWebApp } from './web/serve-web-app.ts';

export interface Platform {
  /** The Node request listener: the embedded identity provider at `/oidc`, everything else through Hono. */
  listener: (request: IncomingMessage, response: ServerResponse) => void;
  app: PlatformApp;
  identity: PlatformIdentity;
  /** The durable jobs: `main.ts` starts their loop; tests run what is due with `jobs.runDue()`. */
  jobs: JobRunner;
  /** The platform's e-mail (and in the sandbox its own SMTP server): closed after the last request. */
  mail: PlatformMail;
  /** The watched folder of bank statements (`OPS_BANK_INBOX`), when configured: `main.ts` starts and stops it. */
  bankInbox: BankInbox | undefined;
}

/** Mounts contract routes on the app; the platform's own are `registerServices`. */
export type RouteRegistration = (app: PlatformApp, database: Database, parts: ServiceParts) => void;

export interface PlatformParts {
  config: PlatformConfig;
  database: Database;
  logger: Logger;
  /** The API routes to serve; tests add their own probes to the real ones. */
  services?: RouteRegistration;
  /** The kinds of job to run; tests add their own to the platform's. */
  jobs?: readonly AnyJobDefinition[];
}

/** Assembles the platform on an open, migrated database. */
export async function createPlatform({
  config,
  database,
  logger,
  services = registerServices,
  jobs = jobDefinitions,
}: PlatformParts): Promise<Platform> {
  const identity = await createPlatformIdentity({
    config: config.identity,
    publicUrl: config.publicUrl,
    database,
    logger,
    trustProxy: config.trustProxy,
  });
  // The sandbox's receivers may run on the same machine; a platform with a real identity provider is not a sandbox.
  allowInternalWebhookTargets(config.identity.kind === 'embedded');
  const mail = await createPlatformMail(config);
  const app = createApp({ config, database, logger, services }, identity, mail);
  const jobRunner = createJobRunner({
    database,
    logger,
    definitions: jobs,
    ...(config.jobRetentionHours ? { retentionHours: config.jobRetentionHours } : {}),
    standing: [
      idempotencyKeyPruning(config.idempotencyKeyRetentionHours ?? defaultIdempotencyKeyRetentionHours),
      // PGlite runs no autovacuum; a PostgreSQL server does this itself.
      ...(database.driver === 'pglite' ? [tableMaintenance()] : []),
    ],
  });
  const honoListener = getRequestListener(app.fetch);
  const embedded = identity.embedded;
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (embedded && isProviderRequest(request.url ?? '/')) embedded.handleProviderRequest(request, response);
    else void honoListener(request, response);
  };
  const bankInbox = config.bankInbox ? createBankInbox({ folder: config.bankInbox, database, logger }) : undefined;
  return { listener, app, identity, jobs: jobRunner, mail, bankInbox };
}

/** The OpenAPI document of the routes the platform serves, built once they are all mounted. */
function openApiDocument(app: PlatformApp): Handler<PlatformEnv> {
  let document: OpenApiDocument | undefined;
  return (c) => {
    document ??= buildOpenApiDocument(mountedRoutes(app));
    return c.json(document);
  };
}

function createApp(
  { config, database, logger, services }: Required<Omit<PlatformParts, 'jobs'>>,
  identity: PlatformIdentity,
  mail: PlatformMail,
) {
  const app = new Hono<PlatformEnv>();
  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(async (c, next) => {
    c.set('checkResponses', config.checkResponses);
    c.set('publicUrl', config.publicUrl);
    c.set('clientAddress', clientAddress(c.env.incoming, config.trustProxy));
    await next();
  });
  app.onError(errorHandler(logger));
  app.notFound(answerNotFound);
  // One body limit for everything Hono serves, sign-in, reset and hosted pages included, before any reads a body.
  app.use(limitBody());

  registerHealthRoutes(app, database, identity);
  registerProviderCallbackRoute(app, database);
  registerHostedOnboardingPages(app, database, accountOwnerEvents);
  if (identity.embedded) {
    registerInteractionRoutes(app, identity.embedded.provider, database);
    registerPasswordResetRoutes(app, database);
    app.use('/sandbox/*', withHeaders(apiAnswerHeaders));
    registerSandboxRoutes(app, identity.embedded.signIdToken);
    registerOnboardingSandboxRoutes(app, database);
    if (mail.sandbox) registerSandboxMailRoutes(app, mail.sandbox);
  }

  for (const answers of ['/api/*', '/openapi.json']) app.use(answers, compressAnswers());
  app.use('/api/*', withHeaders(apiAnswerHeaders));
  app.use('/api/*', requireOpsCaller(identity.check, logger, config.identity.rolesClaim));
  // In production the sandbox's stand-ins for the bank and the PSP (`…/sandbox/…` calls) do not exist.
  if (config.mode === 'production') {
    app.use('/api/*', async (c, next) => {
      if (c.req.path.includes('/sandbox/')) return answerNotFound(c);
      await next();
    });
  }
  services(app, database, {
    mail,
    publicUrl: config.publicUrl,
    logger,
    embeddedIdentity: Boolean(identity.embedded),
    mode: config.mode,
    jobBacklogSeconds: config.jobBacklogSeconds,
  });
  app.get('/openapi.json', openApiDocument(app));
  // What the platform serves itself is never the web app's page, even when unknown.
  for (const reserved of ['/api/*', '/oidc/*', '/sandbox/*', '/callbacks/*', '/onboarding/*', '/password-reset/*']) {
    app.all(reserved, answerNotFound);
  }

  registerAppConfigRoute(app, config.identity, config.supportEmail);
  serveWebApp(app, { distDir: config.webDistDir, identity: config.identity, publicUrl: config.publicUrl });
  return app;
}
