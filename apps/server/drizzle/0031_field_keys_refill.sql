-- createRefill takes an idempotency key like the other field operations (ADR 0024).
ALTER TABLE "field_operation_keys" DROP CONSTRAINT "field_operation_keys_operation_check";--> statement-breakpoint
ALTER TABLE "field_operation_keys" ADD CONSTRAINT "field_operation_keys_operation_check" CHECK ("field_operation_keys"."operation" IN ('addCellStock', 'dateCellStock', 'recordWaste', 'createRefill'));
