SELECT
    o.id,
    o.total_cents,
    c.email
FROM orders o
JOIN customers c ON c.id = o.customer_id;
