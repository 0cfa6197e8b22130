import { isValidEmail, normalizeEmail } from '@stayfront/core';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { createRandomPassword } from '../lib/tokens';
import { createSupportUser } from '../modules/identity/masquerade/support-users';

async function main() {
  const email = process.argv[2];
  if (!email || !isValidEmail(email)) {
    console.error('Usage: npm run user:create-support -- EMAIL');
    process.exit(2);
  }
  const config = loadConfig();
  // Refused while the server runs on the same embedded database: it would not see the user.
  const database = openDatabase(config, { role: 'command', name: 'npm run user:create-support' });
  await database.migrate();
  const password = createRandomPassword(20);
  try {
    const created = await createSupportUser(database.db, normalizeEmail(email), password);
    console.log(
      created
        ? `Support user ${email} created. Temporary password: ${password}`
        : `${email} is now a support user. Its password is unchanged.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
