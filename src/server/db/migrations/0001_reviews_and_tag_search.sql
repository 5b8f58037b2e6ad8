-- Tag search compares lower-cased tags (Shopify ignores case); the generated tags_lower column needs an immutable function.
CREATE OR REPLACE FUNCTION lower_tags(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_agg(lower(tag) ORDER BY ord), '{}') FROM unnest(tags) WITH ORDINALITY AS t(tag, ord) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags_lower" text[] GENERATED ALWAYS AS (lower_tags("products"."tags")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating" numeric(2, 1) DEFAULT '0.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "products_tags_lower_idx" ON "products" USING gin ("tags_lower");