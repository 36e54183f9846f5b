ALTER TABLE "split_item_groups" DROP CONSTRAINT "split_item_groups_amounts_check";--> statement-breakpoint
ALTER TABLE "split_item_groups" ADD COLUMN "shipping_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "split_item_groups" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "split_item_groups" ADD COLUMN "platform_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "split_item_groups" ADD CONSTRAINT "split_item_groups_amounts_check" CHECK (least("split_item_groups"."product_item_amount", "split_item_groups"."shipping_fee", "split_item_groups"."discount", "split_item_groups"."platform_discount", "split_item_groups"."commission", "split_item_groups"."handling_fee", "split_item_groups"."vat") >= 0);