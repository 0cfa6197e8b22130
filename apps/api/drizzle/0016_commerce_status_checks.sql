ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('PEND', 'PROC', 'COMP', 'FAIL', 'RFND'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" IN ('PEND', 'PROC', 'HOLD', 'COMP', 'CNCL', 'FAIL', 'RFND'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_decided_by_check" CHECK ("purchases"."decided_by" IN ('owner', 'merchant', 'guest', 'system'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('PEND', 'COMP', 'FAIL'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refund_type_check" CHECK ("refunds"."refund_type" IN ('order', 'orderproduct'));