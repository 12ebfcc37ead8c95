import { z } from 'zod';

// Shapes of the API's own system endpoints.

/** data of GET /api/health. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  /** Which database answers: embedded PGlite or a PostgreSQL server. */
  db: z.enum(['pglite', 'postgres']),
  env: z.string(),
});
