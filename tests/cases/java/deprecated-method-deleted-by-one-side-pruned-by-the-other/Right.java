package com.acme.billing;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class InvoiceService {
    private static final Logger LOG = LoggerFactory.getLogger(InvoiceService.class);

    private final InvoiceRepository repository;

    public InvoiceService(InvoiceRepository repository) {
        this.repository = repository;
    }

    /** @deprecated use {@link #findOpen(Customer)} */
    @Deprecated
    public List<Invoice> findUnpaid(long customerId) {
        LOG.warn("findUnpaid is deprecated, use findOpen");
        Customer customer = repository.customer(customerId);
        return findOpen(customer);
    }

    public List<Invoice> findOpen(Customer customer) {
        return repository.byStatus(customer, Status.OPEN);
    }
}
