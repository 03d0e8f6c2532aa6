CREATE TABLE "review_cards" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "review_cards_state" CHECK ("review_cards"."state" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"exam_date" date
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "deck_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "exams_user_finished_idx" ON "exams" USING btree ("user_id","finished_at" DESC NULLS LAST) WHERE "exams"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "exams_deck_pending_idx" ON "exams" USING btree ("user_id") WHERE "exams"."finished_at" is not null and "exams"."deck_synced_at" is null;