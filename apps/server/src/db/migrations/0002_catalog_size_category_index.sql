DROP INDEX "products_shop_size_idx";--> statement-breakpoint
CREATE INDEX "products_shop_size_category_idx" ON "products" USING btree ("size","category_id") WHERE display and state = 'available';