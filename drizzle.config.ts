import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` regenerates server/drizzle from the schema modules.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle'
})
