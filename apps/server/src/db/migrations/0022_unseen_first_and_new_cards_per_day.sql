CREATE TABLE "practice_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"question_ids" integer[] NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "introduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "new_cards_per_day" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_rounds" ADD CONSTRAINT "practice_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_rounds_user_idx" ON "practice_rounds" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_new_cards_per_day" CHECK ("study_plans"."new_cards_per_day" between 5 and 100);--> statement-breakpoint
-- hand-written: cards reviewed before the daily cap of new cards count as introduced when they entered the deck.
UPDATE "review_cards" SET "introduced_at" = "created_at" WHERE "state" <> 0;
