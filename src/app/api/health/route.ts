import { pingDatabase } from "@/server/db/migrate";
import { AppError, methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

export const GET = withErrorHandling("health", async () => {
  try {
    const db = await pingDatabase();
    return Response.json({ ok: true, db }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    throw new AppError("unavailable:database", "The database cannot be reached.", { cause: error });
  }
});

export const POST = methodNotAllowed("GET", "health");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
