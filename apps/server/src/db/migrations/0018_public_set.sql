ALTER TABLE "questions" ADD COLUMN "public_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "questions_public_since_idx" ON "questions" USING btree ("public_since");