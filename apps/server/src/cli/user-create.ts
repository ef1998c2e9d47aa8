import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { accountSchema, emailFieldSchema, newPasswordSchema, ROLE_ADMIN } from '@kaizen/domain';
import { ConfigError, loadConfig } from '../config.js';
import { createConfiguredDb } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { OPERATOR_COMPANY_NAME } from '../db/seeds/demo.js';
import { insertUser, operatorCompanyId } from '../db/seeds/records.js';
import { changeEmail } from '../modules/mail/mail.service.js';
import { accountTaken } from '../modules/users/users.repository.js';
import { readPassword } from './read-password.js';

const usage = `Creates an administrator (管理者, role 0) of the operating company.

  npm run user:create -- --account <account> --name <name> [--email <address>] [--company <operating company name>]

The password is read from KAIZEN_PASSWORD, or asked for on the terminal.
An --email address is used once its owner opens the confirmation link, which the server sends
when SMTP_URL is set (the same rule as an address set on the settings page).
DATABASE_URL and DATA_DIR choose the database, as for the server.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      account: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string', default: '' },
      company: { type: 'string', default: OPERATOR_COMPANY_NAME },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.account || !values.name) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const account = accountSchema.parse(values.account);
  const email = emailFieldSchema.safeParse(values.email);
  if (!email.success) {
    console.error(email.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }
  const password = newPasswordSchema.safeParse(process.env.KAIZEN_PASSWORD ?? (await readPassword('Password: ')));
  if (!password.success) {
    console.error(password.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }

  const config = loadConfig(process.env);
  const handle = createConfiguredDb(config);
  try {
    await migrateToLatest(handle.db);
    if (await accountTaken(handle.db, account)) {
      console.error(`The account "${account}" already exists.`);
      process.exitCode = 1;
      return;
    }
    const companyId = await operatorCompanyId(handle.db, values.company);
    const id = await insertUser(handle.db, {
      companyId,
      account,
      name: values.name,
      password: password.data,
      role: ROLE_ADMIN,
      roleNum: ROLE_ADMIN,
    });
    if (email.data !== '') {
      // The confirmation goes through the outbox: the running server's delivery worker sends it.
      const log = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } }).log;
      await changeEmail({ db: handle.db, config, log }, id, email.data);
    }
    console.log(`Created administrator "${account}" (id ${id}).`);
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
