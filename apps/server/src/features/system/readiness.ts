import type { Deps } from '../../deps.js';

export interface Readiness {
  /** What does not answer, each in a sentence an operator can act on; empty when ready. */
  problems: string[];
  /** The errors behind them, for the log. */
  errors: Record<string, unknown>;
}

/** Whether this instance can serve: the database answers. */
export async function checkReadiness(deps: Deps): Promise<Readiness> {
  try {
    await deps.database.ping();
    return { problems: [], errors: {} };
  } catch (error) {
    return { problems: ['The database is not answering.'], errors: { database: error } };
  }
}
