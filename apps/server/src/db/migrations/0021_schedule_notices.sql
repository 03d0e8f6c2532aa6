CREATE TABLE "schedule_notices_sent" (
	"subscription_id" integer NOT NULL,
	"sitting" text NOT NULL,
	"exam_date" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_notices_sent_subscription_id_sitting_pk" PRIMARY KEY("subscription_id","sitting")
);
--> statement-breakpoint
CREATE TABLE "schedule_subscription_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"region" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "schedule_subscriptions_email_region" UNIQUE("email","region")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "schedule_notices_sent" ADD CONSTRAINT "schedule_notices_sent_subscription_id_schedule_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."schedule_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_subscription_tokens" ADD CONSTRAINT "schedule_subscription_tokens_subscription_id_schedule_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."schedule_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_subscription_tokens_subscription_idx" ON "schedule_subscription_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "schedule_subscriptions_region_idx" ON "schedule_subscriptions" USING btree ("region");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind" CHECK ("mail_outbox"."kind" in ('CREDENTIALS', 'MEMBERSHIP_EXTENDED', 'CREDENTIALS_RESENT', 'PASSWORD_RESET', 'STAFF_INVITATION', 'SCHEDULE_CONFIRMATION', 'SCHEDULE_NOTICE'));