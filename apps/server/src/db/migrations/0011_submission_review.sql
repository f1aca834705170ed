CREATE TABLE "points_guide" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_guide_points_check" CHECK ("points_guide"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submission_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"sent_by" uuid NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_requests" ALTER COLUMN "priority" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "credited_points" integer;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "points_guide" ADD CONSTRAINT "points_guide_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_emails" ADD CONSTRAINT "submission_emails_submission_id_submission_requests_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_emails" ADD CONSTRAINT "submission_emails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_emails_submission_idx" ON "submission_emails" USING btree ("submission_id","created_at");--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_items_product_idx" ON "submission_items" USING btree ("product_id") WHERE "submission_items"."product_id" is not null;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_credit_check" CHECK (("submission_items"."received_at" is null) = ("submission_items"."credited_points" is null) and coalesce("submission_items"."credited_points", 0) >= 0);