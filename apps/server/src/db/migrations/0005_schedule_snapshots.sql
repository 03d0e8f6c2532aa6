CREATE TABLE "schedule_import_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "schedule_import_runs_trigger" CHECK ("schedule_import_runs"."trigger" in ('SCHEDULED', 'ADMIN', 'FILE', 'SEED'))
);
--> statement-breakpoint
CREATE TABLE "schedule_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taken_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"venues_by_region" jsonb NOT NULL,
	CONSTRAINT "schedule_snapshots_trigger" CHECK ("schedule_snapshots"."trigger" in ('SCHEDULED', 'ADMIN', 'FILE', 'SEED'))
);
