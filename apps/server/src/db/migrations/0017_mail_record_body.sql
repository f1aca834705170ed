ALTER TABLE "order_emails" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_emails" ADD COLUMN "is_html" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_emails" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_emails" ADD COLUMN "is_html" boolean DEFAULT false NOT NULL;