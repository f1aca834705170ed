CREATE TABLE "submission_item_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"approval_status" text DEFAULT 'awaiting' NOT NULL,
	"points_awarded" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_items_points_check" CHECK ("submission_items"."points_awarded" is null or "submission_items"."points_awarded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submission_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"reviewer_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "submission_requests_status_check" CHECK ("submission_requests"."status" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "submission_item_images" ADD CONSTRAINT "submission_item_images_item_id_submission_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."submission_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_submission_id_submission_requests_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_requests" ADD CONSTRAINT "submission_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_item_images_item_idx" ON "submission_item_images" USING btree ("item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_item_images_main_idx" ON "submission_item_images" USING btree ("item_id") WHERE "submission_item_images"."main";--> statement-breakpoint
CREATE INDEX "submission_items_submission_idx" ON "submission_items" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "submission_requests_user_idx" ON "submission_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_requests_status_idx" ON "submission_requests" USING btree ("status","created_at" DESC NULLS LAST);