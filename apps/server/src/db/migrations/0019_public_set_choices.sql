CREATE TABLE "public_set_choices" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	"questions" integer NOT NULL,
	CONSTRAINT "public_set_choices_one_row" CHECK ("public_set_choices"."id" = 1)
);
