import type { Queryable } from '../db/database';
import type { Principal, Role, TokenService } from './tokens';

/**
 * The channel each ended session's id is announced on, by the statement that ends it (delivered only once
 * that commits): every instance closes the chat sockets opened with it (chat/chat-server.ts).
 */
export const SESSIONS_ENDED = 'sessions_ended';

/** Sessions make tokens revocable: logout and a password change end them server-side. */
export async function startSession(
  db: Queryable,
  tokens: TokenService,
  who: { id: string; name: string; email: string; role: Role },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO sessions (subject_id, role) VALUES ($1, $2) RETURNING id',
    [who.id, who.role],
  );
  const sid = rows[0]?.id;
  if (!sid) throw new Error('session was not created');
  return tokens.sign({ ...who, sid });
}

export async function isSessionLive(db: Queryable, principal: Principal): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM sessions WHERE id = $1 AND subject_id = $2 AND role = $3 AND revoked_at IS NULL',
    [principal.sid, principal.id, principal.role],
  );
  return rows.length > 0;
}

/**
 * Ends one session and announces it on SESSIONS_ENDED, so that every instance closes the chat sockets still
 * holding it open. Answers the ids it ended (none when it had already ended), so that this instance can
 * close its own at once.
 */
export async function endSession(db: Queryable, sid: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `WITH ended AS (
       UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id
     )
     SELECT id, pg_notify($2, id::text) FROM ended`,
    [sid, SESSIONS_ENDED],
  );
  return rows.map((row) => row.id);
}

/**
 * Ends every session of a subject but the one named (a password change keeps the current device), and
 * answers the ids it ended.
 */
export async function endOtherSessions(db: Queryable, subjectId: string, keepSid: string): Promise<string[]> {
  // One notification per session: a single list of them could pass NOTIFY's 8,000-byte limit.
  const { rows } = await db.query<{ id: string }>(
    `WITH ended AS (
       UPDATE sessions SET revoked_at = now()
        WHERE subject_id = $1 AND id <> $2 AND revoked_at IS NULL
       RETURNING id
     )
     SELECT id, pg_notify($3, id::text) FROM ended`,
    [subjectId, keepSid, SESSIONS_ENDED],
  );
  return rows.map((row) => row.id);
}
