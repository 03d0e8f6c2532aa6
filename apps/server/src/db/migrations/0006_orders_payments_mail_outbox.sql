CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"password" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"user_id" integer,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_kind" CHECK ("mail_outbox"."kind" in ('CREDENTIALS', 'MEMBERSHIP_EXTENDED', 'CREDENTIALS_RESENT')),
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('PENDING', 'SENT', 'FAILED', 'UNSENT'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"level" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"provider" text NOT NULL,
	"checkout_url" text,
	"provider_payment_id" text,
	"site_origin" text NOT NULL,
	"brand_name" text NOT NULL,
	"user_id" integer,
	"membership_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "orders_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "orders_level" CHECK ("orders"."level" in ('BASIC', 'STANDARD', 'PREMIUM')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK')),
	CONSTRAINT "orders_provider" CHECK ("orders"."provider" in ('sandbox', 'mercadopago')),
	CONSTRAINT "orders_amount" CHECK ("orders"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000001 CACHE 1),
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id") WHERE "mail_outbox"."kind" in ('CREDENTIALS', 'MEMBERSHIP_EXTENDED');--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_unique" UNIQUE("email");