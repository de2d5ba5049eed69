CREATE INDEX idx_orders_customer ON orders (customer_id, status);

CREATE INDEX idx_orders_created ON orders (created_at);
