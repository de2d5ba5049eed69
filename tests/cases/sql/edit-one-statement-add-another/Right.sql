CREATE INDEX idx_orders_customer ON orders (customer_id);

CREATE INDEX idx_orders_total ON orders (total_cents);

CREATE INDEX idx_orders_created ON orders (created_at);
