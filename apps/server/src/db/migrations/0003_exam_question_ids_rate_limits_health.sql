CREATE TABLE "health_checks" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "question_ids" integer[];
--> statement-breakpoint
UPDATE "exams" SET "question_ids" = coalesce((SELECT array_agg((q->>'id')::integer ORDER BY o) FROM jsonb_array_elements("questions") WITH ORDINALITY AS t(q, o)), '{}');
--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "question_ids" SET NOT NULL;