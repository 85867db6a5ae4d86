import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storeSubmission, type SubmissionStamp } from '../forms/validateSubmission';

/** A flow's replayed steps to store, and who answered them about which account. */
export interface FlowSubmission {
  flow: { id: string; version: string };
  context: unknown;
  steps: ReadonlyArray<SubmissionStamp & { stepId: string; answers: unknown }>;
  userId: number;
  impersonatorId: number | null;
  accountId: number | null;
}

/**
 * Stores the steps of one flow together or not at all, each with its stamp and the flow context
 * that chose the steps.
 * @returns the new rows' ids, in step order
 */
export async function storeFlowSubmissions(db: Kysely<Database>, s: FlowSubmission): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const stored: number[] = [];
    for (const step of s.steps) {
      stored.push(
        await storeSubmission(trx, {
          stamp: step,
          answers: step.answers,
          accountId: s.accountId,
          userId: s.userId,
          impersonatorId: s.impersonatorId,
          flow: { id: s.flow.id, version: s.flow.version, stepId: step.stepId, context: s.context },
        }),
      );
    }
    return stored;
  });
}
