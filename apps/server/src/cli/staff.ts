/**
 * Staff accounts from the command line (issue 14 item 1): the first admin, and a way back in for
 * a locked-out one. Uses the server's database settings (.env / environment); with the embedded
 * database, stop the server first (one process per data directory).
 *
 *   npm run staff -- add --role admin --login boss [--name "Анна"] [--venues 1,2]
 *   npm run staff -- password --login boss
 *   npm run staff -- reset-totp boss        (or --login boss: a lost phone; audited)
 *   npm run staff -- list
 *
 * The password is asked for twice on the terminal, never taken from the command line (it would
 * stay in the shell's history and the process list).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  createStaffSchema,
  STAFF_PASSWORD_MIN,
  type StaffRole,
  staffMessages,
  staffRoles,
} from '@storefront/contract/staff';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../lib/app-error';
import { createPasswordHasher } from '../lib/passwords';
import { createSecretBox, staffSecretKey } from '../lib/secret-box';
import { findStaffByLogin } from '../modules/staff/repository';
import { createStaffService } from '../modules/staff/service';

/**
 * Asks for the password twice without echoing it on a terminal. The lines are read through one
 * iterator: a piped stdin (a provisioning script) arrives at once, and a line that came before
 * its question must wait for it, not be lost.
 */
async function askPassword(): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal });
  // On a terminal, what is typed is not shown: only our prompts are written.
  const output = rl as unknown as { _writeToOutput(text: string): void };
  output._writeToOutput = () => {};
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    process.stdout.write(question);
    const line = await lines.next();
    process.stdout.write('\n');
    if (line.done) throw new Error('Пароль не введён');
    return line.value;
  };
  try {
    const first = await ask(`Пароль (не короче ${STAFF_PASSWORD_MIN} символов): `);
    const second = await ask('Ещё раз: ');
    if (first !== second) throw new Error('Пароли не совпадают');
    if (first.length < STAFF_PASSWORD_MIN) throw new Error(staffMessages.password);
    return first;
  } finally {
    rl.close();
  }
}

/** The command's answer to the person at the terminal. */
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment and the defaults are enough.
  }
  const [command] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: process.argv.slice(3),
    allowPositionals: true,
    options: {
      login: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string', default: '' },
      venues: { type: 'string', default: '' },
    },
  });
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: 2 }
      : { pgliteDir: config.PGLITE_DIR },
  );
  try {
    await database.exclusive(() => database.migrate());
    const staff = createStaffService({
      db: database.db,
      passwords: createPasswordHasher(),
      secrets: createSecretBox(staffSecretKey(config.STAFF_SECRET_KEY)),
      production: config.NODE_ENV === 'production',
    });
    if (command === 'list') {
      for (const member of await staff.listMembers()) {
        const state = member.disabled ? ', отключён' : member.totpEnabled ? ', с кодом' : '';
        say(`${member.login}\t${member.role}\t${member.venues.join(',')}${state}`);
      }
      return;
    }
    if (command === 'add') {
      const input = createStaffSchema.safeParse({
        login: values.login ?? '',
        name: values.name,
        role: values.role as StaffRole,
        venues: values.venues
          .split(',')
          .filter(Boolean)
          .map((id) => Number(id)),
        password: 'x'.repeat(STAFF_PASSWORD_MIN),
      });
      if (!input.success) {
        throw new Error(
          `Нужны --login и --role (${staffRoles.join(' | ')}); --venues 1,2,3 для менеджера и оператора. ${input.error.issues.map((issue) => issue.message).join('; ')}`,
        );
      }
      if (input.data.role !== 'admin' && input.data.venues.length === 0) {
        throw new Error(`--venues 1,2,3: ${staffMessages.venues}`);
      }
      const member = await staff.createMember({ ...input.data, password: await askPassword() });
      say(`Добавлен ${member.login} (${member.role}). Вход: /staff`);
      return;
    }
    if (command === 'password') {
      const found = await findStaffByLogin(database.db, (values.login ?? '').toLowerCase());
      if (!found) throw new Error(`Нет сотрудника с логином ${values.login ?? ''}`);
      await staff.updateMember(found.id, { password: await askPassword(), disabled: false });
      say(`Пароль ${found.login} изменён; все его сеансы завершены.`);
      return;
    }
    if (command === 'reset-totp') {
      const login = values.login ?? positionals[0] ?? '';
      if (!login) throw new Error('Укажите логин: npm run staff -- reset-totp boss');
      const member = await staff.resetTotpOf(login).catch((error: unknown) => {
        if (error instanceof AppError && error.errType === 'notFound') {
          throw new Error(`Нет сотрудника с логином ${login}`);
        }
        throw error;
      });
      say(`Вход с кодом для ${member.login} сброшен; все его сеансы завершены.`);
      return;
    }
    throw new Error(
      'Команды: add, password, reset-totp, list (npm run staff -- add --role admin --login boss)',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof AppError
      ? `${error.errType}: ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
