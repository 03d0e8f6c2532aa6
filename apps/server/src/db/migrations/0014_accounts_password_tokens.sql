CREATE TABLE "password_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_tokens_purpose" CHECK ("password_tokens"."purpose" in ('RESET', 'SETUP'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (issue 30): no stored body keeps a password. Bodies only ever held the placeholder;
-- it becomes the mask. A message still waiting with its password is given up: a fresh link replaces it.
UPDATE "mail_outbox" SET "status" = 'FAILED', "attempts" = greatest("attempts", 5), "claimed_until" = NULL, "error" = 'Traía una contraseña: ya no se envía. Envía un enlace de contraseña nuevo.' WHERE "password" IS NOT NULL AND "status" IN ('PENDING', 'FAILED');--> statement-breakpoint
UPDATE "mail_outbox" SET "text_body" = replace("text_body", '{{contraseña}}', '••••••••'), "html_body" = replace("html_body", '{{contraseña}}', '••••••••') WHERE "text_body" LIKE '%{{contraseña}}%' OR "html_body" LIKE '%{{contraseña}}%';--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "password";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind" CHECK ("mail_outbox"."kind" in ('CREDENTIALS', 'MEMBERSHIP_EXTENDED', 'CREDENTIALS_RESENT', 'PASSWORD_RESET'));