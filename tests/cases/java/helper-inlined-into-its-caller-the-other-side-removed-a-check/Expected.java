package com.acme.orders;

public class OrderController {
    private final OrderRepository repository;
    private final Clock clock;

    public OrderController(OrderRepository repository, Clock clock) {
        this.repository = repository;
        this.clock = clock;
    }

    public Order submit(Order order) {
        Objects.requireNonNull(order.getCustomerId(), "customer is required");
        if (order.getLines().isEmpty()) {
            throw new IllegalArgumentException("an order needs at least one line");
        }
        order.setSubmittedAt(clock.instant());
        return repository.save(order);
    }
}
