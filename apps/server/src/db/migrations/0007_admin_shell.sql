CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text NOT NULL,
	"address" text NOT NULL,
	"return_address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"opening_hours" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submission_requests_submitted_idx" ON "submission_requests" USING btree ("submitted_at") WHERE "submission_requests"."submitted_at" is not null;