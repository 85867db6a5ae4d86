/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/health.json. */
// Liveness and readiness of one API process, for load balancers and orchestrators (issue 15).

/** The process is alive and answering. */
export interface Health {
  Status: 'ok';
}

/** The process may be sent requests: its database answers and has run every migration this code knows. */
export interface Ready {
  Status: 'ready';
  /** How many migrations the database has run (all this code knows). */
  Migrations: number;
}
