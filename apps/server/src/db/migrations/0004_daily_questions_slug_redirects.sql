CREATE TABLE "daily_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"answer" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_answers_range" CHECK ("daily_answers"."answer" between 0 and 3),
	CONSTRAINT "daily_answers_one_person" CHECK (("daily_answers"."user_id" is null) <> ("daily_answers"."visitor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "daily_questions" (
	"day" date PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_answers" ADD CONSTRAINT "daily_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_answers" ADD CONSTRAINT "daily_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_questions" ADD CONSTRAINT "daily_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_slug_redirects" ADD CONSTRAINT "question_slug_redirects_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_answers_member_idx" ON "daily_answers" USING btree ("day","question_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_answers_visitor_idx" ON "daily_answers" USING btree ("day","question_id","visitor_id");--> statement-breakpoint
CREATE INDEX "daily_questions_question_idx" ON "daily_questions" USING btree ("question_id","day");--> statement-breakpoint
CREATE INDEX "question_slug_redirects_question_idx" ON "question_slug_redirects" USING btree ("question_id");