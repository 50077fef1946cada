import type { DbOrTx } from './client';

/**
 * Prepared statements built on first use, one per database handle and shape. drizzle builds a
 * statement's text anew at each run, and for a large select (joins, subqueries, nested fields) that
 * costs the process about as much as the database's own work for it. The values go in through
 * placeholders (`sql.placeholder`); on PostgreSQL the statement is also named, so each connection
 * plans it once.
 */
export class PreparedStatements<Shape, Prepared> {
  private readonly built = new WeakMap<DbOrTx, Map<Shape, Prepared>>();

  get(db: DbOrTx, shape: Shape, build: () => Prepared): Prepared {
    let shapes = this.built.get(db);
    if (!shapes) {
      shapes = new Map();
      this.built.set(db, shapes);
    }
    let prepared = shapes.get(shape);
    if (prepared === undefined) {
      prepared = build();
      shapes.set(shape, prepared);
    }
    return prepared;
  }
}
