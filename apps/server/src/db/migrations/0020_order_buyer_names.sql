ALTER TABLE "orders" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;