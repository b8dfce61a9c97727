-- Periodic work runs as pg-boss jobs since ADR 0014; the hand-written leases are gone.
DROP TABLE "job_leases" CASCADE;