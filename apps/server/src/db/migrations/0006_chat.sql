CREATE TABLE "chat_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"item_id" uuid,
	"author_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender" in ('user', 'admin')),
	CONSTRAINT "chat_messages_message_check" CHECK (char_length("chat_messages"."message") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "submission_requests" ADD COLUMN "chat_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_submission_id_submission_requests_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_item_id_submission_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."submission_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_events_submission_idx" ON "chat_events" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("submission_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("submission_id","sender") WHERE not "chat_messages"."read" and "chat_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("author_id","created_at");