/** The database handle type, in its own module so seed and domain code import no runtime cycle. */
export type { Database as Db } from 'better-sqlite3';
