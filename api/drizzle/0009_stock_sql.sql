-- Pending ticket orders placed before holds existed get the 15 minutes every new order gets,
-- counted from when they were placed: the first sweep gives their tickets back to stock.
UPDATE "ticket_orders" SET "hold_expires_at" = "created_at" + interval '15 minutes'
  WHERE "status" = 'pending' AND "hold_expires_at" IS NULL;
