import "server-only";
import { database } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { deleteOperatorSessions, deleteSession } from "../db/queries/operator-sessions";

/** Ends one session (SIGNED_OUT); answers 1 when it ended, 0 when it had ended already. */
export async function signOut(session: { id: string; operatorId: string }, now: Date): Promise<number> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    if (!(await deleteSession(trx, session.id))) return 0;
    await recordAudit(
      trx,
      { operatorId: session.operatorId, action: "SIGNED_OUT", targetType: "session", targetId: session.id },
      now,
    );
    return 1;
  });
}

/** Ends every session of the operator, on every device (SIGNED_OUT_EVERYWHERE); answers how many. */
export async function signOutEverywhere(operatorId: string, now: Date): Promise<number> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const ended = await deleteOperatorSessions(trx, operatorId);
    await recordAudit(
      trx,
      {
        operatorId,
        action: "SIGNED_OUT_EVERYWHERE",
        targetType: "operator",
        targetId: operatorId,
        after: { sessionsEnded: ended },
      },
      now,
    );
    return ended;
  });
}
