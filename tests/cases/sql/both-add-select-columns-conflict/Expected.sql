SELECT
    o.id,
    o.total_cents,
<<<<<<< left
    o.status,
||||||| base
=======
    o.created_at,
>>>>>>> right
    c.email
FROM orders o
JOIN customers c ON c.id = o.customer_id;
