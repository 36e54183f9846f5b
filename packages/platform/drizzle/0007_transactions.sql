CREATE TABLE "split_item_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_item_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"share_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"external_ref" text,
	"product_item_amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"handling_fee" bigint NOT NULL,
	"vat" bigint NOT NULL,
	CONSTRAINT "split_item_groups_amounts_check" CHECK (least("split_item_groups"."product_item_amount", "split_item_groups"."commission", "split_item_groups"."handling_fee", "split_item_groups"."vat") >= 0)
);
--> statement-breakpoint
CREATE TABLE "split_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_code" text NOT NULL,
	"position" integer NOT NULL,
	"account_holder_code" text NOT NULL,
	"virtual_account_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"external_ref" text,
	CONSTRAINT "split_shares_amounts_check" CHECK ("split_shares"."fees" >= 0 and "split_shares"."fees" <= "split_shares"."amount")
);
--> statement-breakpoint
CREATE TABLE "split_transaction_counts" (
	"division_code" text NOT NULL,
	"day" date NOT NULL,
	"filter_status" text NOT NULL,
	"type" text NOT NULL,
	"transactions" bigint NOT NULL,
	CONSTRAINT "split_transaction_counts_division_code_day_filter_status_type_pk" PRIMARY KEY("division_code","day","filter_status","type")
);
--> statement-breakpoint
CREATE TABLE "split_transactions" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subtype" text NOT NULL,
	"status" text NOT NULL,
	"filter_status" text GENERATED ALWAYS AS (case when status = 'CANCELLED' then 'CANCELLED'
          when status = 'PENDING' and type = 'PAYMENT' then 'PENDING_SPLIT'
          when status in ('PENDING', 'PENDING_REFUND') then 'PENDING_SETTLEMENT'
          else 'RECONCILED' end) STORED NOT NULL,
	"merchant_code" text NOT NULL,
	"division_code" text NOT NULL,
	"currency" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"division_amount" bigint NOT NULL,
	"psp" text NOT NULL,
	"psp_reference" text,
	"payment_method" text NOT NULL,
	"description" text,
	"reference" text,
	"order_number" text,
	"payment_code" text,
	"taken_from" text,
	"seller_count" integer NOT NULL,
	"primary_account_holder_code" text NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"pending_refund_amount" bigint DEFAULT 0 NOT NULL,
	"reconciled_at" timestamp with time zone,
	"reconciled_by" text,
	"psp_fee" bigint,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "split_transactions_type_check" CHECK ("split_transactions"."type" in ('PAYMENT', 'REFUND', 'CHARGEBACK')),
	CONSTRAINT "split_transactions_subtype_check" CHECK ("split_transactions"."subtype" in ('SPLIT', 'FULL', 'PARTIAL')),
	CONSTRAINT "split_transactions_status_check" CHECK ("split_transactions"."status" in ('PENDING', 'RECONCILED', 'PENDING_REFUND', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CANCELLED')),
	CONSTRAINT "split_transactions_reconciled_by_check" CHECK ("split_transactions"."reconciled_by" in ('PSP_REPORT', 'BANK_STATEMENT')),
	CONSTRAINT "split_transactions_taken_from_check" CHECK ("split_transactions"."taken_from" in ('PENDING', 'CONFIRMED')),
	CONSTRAINT "split_transactions_amounts_check" CHECK ("split_transactions"."total_amount" > 0 and "split_transactions"."division_amount" >= 0),
	CONSTRAINT "split_transactions_refunds_check" CHECK ("split_transactions"."refunded_amount" >= 0 and "split_transactions"."pending_refund_amount" >= 0
        and "split_transactions"."refunded_amount" + "split_transactions"."pending_refund_amount" <= "split_transactions"."total_amount"),
	CONSTRAINT "split_transactions_refund_of_payment_check" CHECK (("split_transactions"."type" = 'PAYMENT') = ("split_transactions"."payment_code" is null)
        and ("split_transactions"."type" = 'PAYMENT') = ("split_transactions"."taken_from" is null)),
	CONSTRAINT "split_transactions_reconciled_check" CHECK (("split_transactions"."reconciled_at" is null) = ("split_transactions"."reconciled_by" is null) and coalesce("split_transactions"."psp_fee", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "split_item_groups" ADD CONSTRAINT "split_item_groups_share_id_split_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."split_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_transaction_code_split_transactions_code_fk" FOREIGN KEY ("transaction_code") REFERENCES "public"."split_transactions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_account_holder_code_account_holders_code_fk" FOREIGN KEY ("account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_virtual_account_code_virtual_accounts_code_fk" FOREIGN KEY ("virtual_account_code") REFERENCES "public"."virtual_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_transactions" ADD CONSTRAINT "split_transactions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_transactions" ADD CONSTRAINT "split_transactions_division_code_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_transactions" ADD CONSTRAINT "split_transactions_payment_code_split_transactions_code_fk" FOREIGN KEY ("payment_code") REFERENCES "public"."split_transactions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_transactions" ADD CONSTRAINT "split_transactions_primary_account_holder_code_account_holders_code_fk" FOREIGN KEY ("primary_account_holder_code") REFERENCES "public"."account_holders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_item_groups_position_idx" ON "split_item_groups" USING btree ("share_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "split_shares_position_idx" ON "split_shares" USING btree ("transaction_code","position");--> statement-breakpoint
CREATE INDEX "split_transactions_division_listing_idx" ON "split_transactions" USING btree ("division_code","created_at","code");--> statement-breakpoint
CREATE INDEX "split_transactions_division_status_idx" ON "split_transactions" USING btree ("division_code","filter_status","created_at","code");--> statement-breakpoint
CREATE INDEX "split_transactions_division_type_idx" ON "split_transactions" USING btree ("division_code","type","created_at","code");--> statement-breakpoint
CREATE INDEX "split_transactions_code_search_idx" ON "split_transactions" USING btree ("division_code",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "split_transactions_reference_search_idx" ON "split_transactions" USING btree ("division_code",lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "split_transactions_order_number_search_idx" ON "split_transactions" USING btree ("division_code",lower("order_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "split_transactions_psp_reference_search_idx" ON "split_transactions" USING btree ("division_code",lower("psp_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "split_transactions_created_idx" ON "split_transactions" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "split_transactions_payment_idx" ON "split_transactions" USING btree ("payment_code","created_at");