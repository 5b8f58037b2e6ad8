CREATE TABLE "store_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cart_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"checkout_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"currency_code" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"shipping" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"financial_status" text,
	"fulfilment_status" text,
	"fulfilments" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"store_updated_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"shop_domain" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD CONSTRAINT "store_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_checkout_id_store_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."store_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_checkouts_cart_token_idx" ON "store_checkouts" USING btree ("cart_token");--> statement-breakpoint
CREATE INDEX "store_orders_user_placed_idx" ON "store_orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "store_refunds_order_idx" ON "store_refunds" USING btree ("order_id");