import { pipeline } from 'node:stream'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { FastifyReply } from 'fastify'
import QueryStream from 'pg-query-stream'
import type { Db } from '../../db/client.js'
import { type CsvColumn, csvTransform, formatCsvDate } from './csv.js'

const dialect = new PgDialect()
/** Rows fetched per round trip: memory holds about this many rows, whatever the export's size. */
const BATCH_ROWS = 500
/** A cursor that does not close after the client left gets its connection dropped instead. */
const CLOSE_TIMEOUT_MS = 5_000

export interface CsvExport<Row> {
  db: Db
  query: SQL
  columns: readonly CsvColumn<Row>[]
  /** Start of the file name; the Stockholm date and `.csv` follow (`ordrar` → `ordrar-2026-11-24.csv`). */
  name: string
}

/**
 * Streams a query's rows as a CSV download through a server-side cursor on a connection of its
 * own: PostgreSQL sends the next batch only when the client has read the last one, and a client
 * that disconnects closes the cursor and gives the connection back.
 */
export async function sendCsv<Row>(reply: FastifyReply, { db, query, columns, name }: CsvExport<Row>) {
  const { sql: text, params } = dialect.sqlToQuery(query)
  const client = await db.$client.connect()
  let released = false
  const release = (broken?: boolean) => {
    if (released) return
    released = true
    client.release(broken)
  }
  const rows = client.query(new QueryStream(text, params as unknown[], { batchSize: BATCH_ROWS }))
  const csv = csvTransform(columns)
  let failed = false
  // The cursor closes (its 'close' event) after the last row or after a destroy; only then is the
  // connection clean to reuse. A failed query's connection is dropped.
  rows.once('close', () => release(failed))
  rows.once('error', () => {
    failed = true
  })
  pipeline(rows, csv, (err) => {
    if (!err) return
    failed = true
    // Normally the cursor's close follows at once; if the server never answers, drop the connection.
    setTimeout(() => release(true), CLOSE_TIMEOUT_MS).unref()
  })
  reply.raw.once('close', () => {
    if (!csv.readableEnded) csv.destroy()
  })
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${formatCsvDate(new Date())}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv)
}

/** A `like`/`ilike` pattern matching the text anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`
