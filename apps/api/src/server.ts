import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, configDescriptions, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { createImageStorage } from './lib/image-storage';
import { createMailer } from './lib/mailer/mailer';
import { defaultRateLimits, scaleRateLimits } from './lib/rate-limit';
import { tuneV8ForRequests } from './lib/v8-tuning';
import { DEMO_OWNER, seedDemoData } from './modules/platform/demo/seed-demo';

const here = path.dirname(fileURLToPath(import.meta.url));

function printHelp() {
  console.log('Configuration (environment variables, all optional):\n');
  for (const [name, description] of Object.entries(configDescriptions)) {
    console.log(`  ${name.padEnd(24)} ${description}`);
  }
}

async function main() {
  tuneV8ForRequests();
  if (process.argv.includes('--help')) {
    printHelp();
    return;
  }
  const config = loadConfig();
  const database = openDatabase(config, { role: 'server', port: config.PORT });
  await database.migrate();
  const demo = await seedDemoData(database, createImageStorage(config));
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    from: `${config.BRAND_NAME} <${config.SUPPORT_EMAIL}>`,
  });
  const app = await buildApp({
    config,
    db: database.db,
    guestDb: database.guestDb,
    mailer,
    rateLimits: scaleRateLimits(defaultRateLimits, config.RATE_LIMIT_SCALE),
    // Tests may serve a web build made elsewhere; by default the one beside the API.
    webDistDir: process.env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'),
  });

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, mail: mailer.destination, sms: app.sms.destination },
    `${config.BRAND_NAME} is running at ${config.PUBLIC_URL}`,
  );
  if (demo) {
    console.log(
      `\nDemo host created: ${DEMO_OWNER.email} / ${DEMO_OWNER.password} (${demo.stores.length} stores)`,
    );
  }
  console.log(`\n  ${config.BRAND_NAME} is ready: ${config.PUBLIC_URL}\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    console.error('Run `npm start -- --help` for the list of settings.');
  } else if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
