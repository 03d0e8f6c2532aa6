ALTER TABLE "orders" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_next_check_idx" ON "orders" USING btree ("next_check_at") WHERE "orders"."status" = 'PENDING';--> statement-breakpoint
-- Orders still waiting from the last 48 hours are asked about at the provider from now on.
UPDATE "orders" SET "next_check_at" = "created_at" + interval '10 minutes' WHERE "status" = 'PENDING' AND "created_at" > now() - interval '48 hours';
