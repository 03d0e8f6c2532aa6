CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"running_since" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_instance" text,
	"last_outcome" text,
	"last_error" text,
	"last_duration_ms" integer,
	CONSTRAINT "jobs_last_outcome" CHECK ("jobs"."last_outcome" in ('SUCCESS', 'FAILURE'))
);
