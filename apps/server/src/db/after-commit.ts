/**
 * What this process does once a write is committed (decision 067): a transaction's work names an
 * effect with afterCommit(tx, effect), and the effect runs when `db.transaction` has committed —
 * not at all when it rolls back. A savepoint's effects join its transaction's once it is released.
 * Outside a transaction the statement has committed by the time it returns: the effect runs at
 * once. Meant for this process's own bookkeeping (clearing a cache); other processes are told by
 * NOTIFY (notifications.ts), which PostgreSQL itself delivers at commit.
 */
import type { Db, Executor, Tx } from './client';

type Effect = () => void;

/** The effects waiting for each tracked transaction's commit. */
const waiting = new WeakMap<object, Effect[]>();

type Transaction = Db['transaction'];

/** Makes the database's transactions run their afterCommit effects; openDatabase calls it. */
export function trackCommits(db: Db): Db {
  const transaction = db.transaction.bind(db) as Transaction;
  db.transaction = (async (work, config) => {
    const effects: Effect[] = [];
    const result = await transaction((tx) => {
      track(tx, effects);
      return work(tx);
    }, config);
    runAll(effects);
    return result;
  }) as Transaction;
  return db;
}

function track(tx: Tx, effects: Effect[]) {
  waiting.set(tx, effects);
  const savepoint = tx.transaction.bind(tx) as Tx['transaction'];
  tx.transaction = (async (work) => {
    const inner: Effect[] = [];
    const result = await savepoint((nested) => {
      track(nested, inner);
      return work(nested);
    });
    effects.push(...inner);
    return result;
  }) as Tx['transaction'];
}

function runAll(effects: readonly Effect[]) {
  for (const effect of effects) {
    // The write has committed: an effect's failure must not turn it into an error.
    try {
      effect();
    } catch {}
  }
}

/**
 * Runs `effect` once the executor's writes are committed: after its transaction commits (never on
 * rollback), or at once outside a transaction. A transaction of a database trackCommits did not
 * see also runs it at once (before its commit).
 */
export function afterCommit(executor: Executor, effect: Effect): void {
  const effects = waiting.get(executor);
  if (effects) effects.push(effect);
  else runAll([effect]);
}
