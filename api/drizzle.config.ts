import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config api/drizzle.config.ts` writes a new migration under
// api/drizzle/ after a change to api/db/schema.ts; the service applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/drizzle',
});
